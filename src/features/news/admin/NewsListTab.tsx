// The management list: drafts, scheduled and published items, newest first, a page at a time, filtered by status;
// "Create" asks for a title and opens the new item's settings, a draft until it is published there.
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { fieldErrorsOf } from "../../../../services/client/errors";
import { NewsStatuses } from "../../../../services/contract/news";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { FormDialog } from "../../../../ui/components/FormDialog";
import { Link } from "../../../../ui/components/Link";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { Spinner } from "../../../../ui/components/Spinner";
import { TextField } from "../../../../ui/components/TextField";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import { DateText, StatusBadge } from "../common";
import * as s from "../news.css";
import { usePaths } from "../paths";
import { adminListQuery, newsKey, rowsOf } from "../queries";
import { useT } from "../useT";

const ALL = "all";
type Filter = api.NewsStatus | typeof ALL;
const FILTERS: readonly Filter[] = [ALL, ...NewsStatuses];

export function NewsListTab() {
  const t = useT();
  const paths = usePaths();
  const [status, setStatus] = useState<Filter>(ALL);
  const query = useInfiniteQuery(adminListQuery(status === ALL ? undefined : status));
  const rows = rowsOf(query.data);
  const [creating, setCreating] = useState(false);
  return (
    <div className={s.section}>
      <div className={s.toolbar}>
        <Button onPress={() => setCreating(true)}>{t("news.admin.create")}</Button>
        <Select label={t("news.admin.status")} selectedKey={status} onSelectionChange={(k) => setStatus(k as Filter)}
          items={FILTERS.map((id) => ({ id, name: t(id === ALL ? "news.admin.statusAll" : `news.admin.${id}`) }))}>
          {(f) => <ListBoxItem id={f.id} textValue={f.name}>{f.name}</ListBoxItem>}
        </Select>
      </div>
      {query.isPending ? (
        <Spinner label={t("news.loading")} />
      ) : query.isError ? (
        <ErrorState title={t("news.loadFailed")} retryLabel={t("news.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
      ) : rows.length === 0 ? (
        <EmptyState title={t(status === ALL ? "news.admin.empty" : "news.admin.emptyStatus")} headingLevel={2} />
      ) : (
        <ul className={s.rows} aria-label={t("news.admin.tab.list")} aria-busy={query.isFetchingNextPage}>
          {rows.map((row) => (
            <li key={row.id} className={s.row}>
              <div className={s.rowMain}>
                <Link href={paths.item(row.id)}>{row.title}</Link>
                <span className={s.meta}>
                  {row.publish_at ? <DateText value={row.publish_at} /> : <span>{t("news.admin.notPublished")}</span>}
                  {row.category && <span>{row.category.name}</span>}
                </span>
              </div>
              <span className={s.actions}>
                <StatusBadge status={row.status} />
                {row.restricted && <Badge>{t("news.admin.restricted")}</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className={s.more}>
          <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("news.loading")}>
            {t("news.more")}
          </Button>
        </div>
      )}
      {creating && <CreateDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

function CreateDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [title, setTitle] = useState("");
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const blank = title.trim() === "";
  const submit = async () => {
    setTried(true);
    if (blank) return;
    setPending(true);
    try {
      const item = await api.createNews({ title: title.trim(), cover_url: null, body: "", category_id: null, tag_ids: [] });
      await client.invalidateQueries({ queryKey: newsKey });
      notify({ message: "news.admin.created", variant: "success" });
      onClose();
      void navigate({ href: paths.item(item.id) });
    } catch (e) {
      setServerError(fieldErrorsOf(e).title?.[0] ?? "news.saveFailed");
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      title={t("news.admin.create")}
      submitLabel={t("news.admin.createSubmit")}
      cancelLabel={t("news.cancel")}
      closeLabel={t("news.close")}
      isPending={pending}
      pendingLabel={t("news.saving")}
      onSubmit={() => void submit()}
      onClose={onClose}
      error={serverError ? t(serverError) : undefined}
    >
      <TextField label={t("news.field.title")} value={title} onChange={setTitle} autoFocus isRequired maxLength={200}
        isInvalid={tried && blank} errorMessage={t("news.required")} />
    </FormDialog>
  );
}
