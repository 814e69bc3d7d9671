// The frame of a client settings tab (information, password policy): a title, the fields of a draft, and
// Discard / Save, which stay disabled until something changed. The server's field errors land on the fields.
import { type UseQueryResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { fieldErrorsOf } from "../../../services/client/errors";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import * as s from "./clients.css";
import { clientsKeys } from "./queries";

export interface SettingsFormProps<D> {
  title: string;
  lead: string;
  /** The saved settings, as the form edits them. */
  query: UseQueryResult<D>;
  /** Browser-side checks: field → message; any entry blocks saving. */
  check: (draft: D) => Record<string, string>;
  /** Sends the draft; the answer replaces the cached entry under `queryKey`. */
  save: (draft: D) => Promise<unknown>;
  queryKey: readonly unknown[];
  children: (draft: D, set: (patch: Partial<D>) => void, errors: Record<string, string>, disabled: boolean) => ReactNode;
}

/** Loading and failure of the saved settings, then the form. */
export function SettingsForm<D>({ query, ...props }: SettingsFormProps<D>) {
  const t = useT();
  if (query.isPending) return <div className={s.center}><Spinner size={24} label={t("app.loading")} /></div>;
  if (query.isError) {
    return <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={2} />;
  }
  return <Editor {...props} saved={query.data} />;
}

function Editor<D>({ title, lead, saved, check, save, queryKey, children }: Omit<SettingsFormProps<D>, "query"> & { saved: D }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<D>(saved);
  const [server, setServer] = useState<Record<string, string>>({});
  useEffect(() => setDraft(saved), [saved]);
  const mutation = useMutation({
    mutationFn: save,
    meta: { errorMessage: "common.updateFail", successMessage: "clients.saved" },
    onMutate: () => setServer({}),
    onError: (e) => setServer(Object.fromEntries(Object.entries(fieldErrorsOf(e)).map(([k, v]) => [k, v.map((m) => t(m.split(":")[0]!)).join(" ")]))),
    onSuccess: (next) => queryClient.setQueryData(queryKey, next),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: clientsKeys.list }),
  });
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const local = check(draft);
  const errors = { ...server, ...local };
  const set = (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <>
      <header className={p.pageHeader}>
        <div>
          <h2 className={p.pageTitle}>{title}</h2>
          <p className={p.pageLead}>{lead}</p>
        </div>
        <div className={s.actions}>
          <Button variant="secondary" onPress={() => setDraft(saved)} isDisabled={!dirty || mutation.isPending}>
            {t("clients.discard")}
          </Button>
          <Button onPress={() => mutation.mutate(draft)} isDisabled={!dirty || Object.keys(local).length > 0} isPending={mutation.isPending} pendingLabel={t("app.saving")}>
            {t("app.save")}
          </Button>
        </div>
      </header>
      <Card>
        <div className={s.form}>{children(draft, set, errors, mutation.isPending)}</div>
      </Card>
    </>
  );
}
