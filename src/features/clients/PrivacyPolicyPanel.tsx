// The privacy policy PDF of a client (spec 000 §3 Branding): upload, replace or remove it. A client's own
// administrator uses /settings/policy-privacy; a platform administrator the client's policy-privacy tab. The file
// is published on the public /privacyPolicy page of the client's hosts and linked from their login page.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import { ConfirmDialog } from "../../../ui/components/ConfirmDialog";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { apiBase } from "../../../services/client/config";
import { PRIVACY_POLICY_MAX_BYTES } from "../../../services/contract/clients";
import { postMultipart } from "../../../services/client/upload";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import { formatSize } from "../../app/i18n/sizes";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { notify } from "../../app/snackbar/notify";
import { sessionQuery } from "../auth/queries";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { privacyPolicyUploadPath, removePrivacyPolicy } from "./api";
import { informationQuery, privacyPolicyQuery } from "./queries";
import * as s from "./clients.css";

const MB = 1024 * 1024;

/** `clientId` undefined: the session's own client. `titleLevel` 1 on its own page, 2 inside the client page. */
export function PrivacyPolicyPanel({ clientId, titleLevel = 1 }: { clientId?: number; titleLevel?: 1 | 2 }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery()).data;
  const canEdit = !!session && allows(session.permissions as Permissions, "client_settings", "edit");
  const policy = useQuery(privacyPolicyQuery(clientId));
  const info = useQuery(informationQuery(clientId));
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: privacyPolicyQuery(clientId).queryKey });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (!/\.pdf$/i.test(file.name)) throw new Error("clients.privacyPolicy.notPdf");
      if (file.size > PRIVACY_POLICY_MAX_BYTES) throw new Error("clients.privacyPolicy.tooLarge");
      const form = new FormData();
      form.append("file", file, file.name);
      setProgress(0);
      const r = await postMultipart(privacyPolicyUploadPath(clientId), form, { onProgress: (l, total) => setProgress(total ? l / total : 0) });
      if (r.status !== 200) {
        const fields = (r.body as { fields?: { message: string }[] } | null)?.fields;
        throw new Error(r.status === 413 ? "clients.privacyPolicy.tooLarge" : fields?.[0]?.message ?? (r.status === 403 ? "errors.forbidden" : "clients.privacyPolicy.uploadFail"));
      }
    },
    onSuccess: () => void notify({ message: "clients.privacyPolicy.uploaded", variant: "success" }),
    onError: (e) =>
      void notify({ message: e.message.startsWith("clients.") || e.message.startsWith("errors.") ? e.message : "clients.privacyPolicy.uploadFail", variant: "error" }),
    onSettled: () => {
      setProgress(null);
      if (input.current) input.current.value = "";
      refresh();
    },
  });
  // Removing unpublishes the file at once and cannot be undone: it asks first.
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removePrivacyPolicy(clientId),
    meta: { errorMessage: "common.removeFail", successMessage: "clients.privacyPolicy.removed" },
    onSuccess: () => setConfirming(false),
    onSettled: refresh,
  });
  const Title = titleLevel === 1 ? "h1" : "h2";
  const host = info.data?.hosts[0];
  const fileUrl = host ? `${apiBase()}/api/privacyPolicy/file?host=${encodeURIComponent(host)}` : null;
  const data = policy.data;
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <Title className={p.pageTitle}>{t("clients.tab.privacyPolicy")}</Title>
          <p className={p.pageLead}>{t("clients.privacyPolicy.lead")}</p>
        </div>
      </header>
      <Card titleLevel={titleLevel === 1 ? 2 : 3} title={t("clients.privacyPolicy.current")} description={t("clients.privacyPolicy.limits", { size: PRIVACY_POLICY_MAX_BYTES / MB })}>
        {policy.isPending ? (
          <Spinner label={t("app.loading")} />
        ) : policy.isError ? (
          <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void policy.refetch()} isRetrying={policy.isFetching} headingLevel={titleLevel === 1 ? 3 : 4} />
        ) : (
          <div className={s.form}>
            {data?.name ? (
              <p>
                <strong>{data.name}</strong>
                {" · "}
                {formatSize(data.size ?? 0, locale)}
                {data.updated_at && ` · ${formatDate(data.updated_at, "short", locale)}`}
                {fileUrl && (
                  <>
                    {" · "}
                    <a href={fileUrl} target="_blank" rel="noreferrer">
                      {t("clients.privacyPolicy.open")}
                    </a>
                  </>
                )}
              </p>
            ) : (
              <EmptyState title={t("clients.privacyPolicy.none")} description={t("clients.privacyPolicy.noneHint")} headingLevel={titleLevel === 1 ? 3 : 4} />
            )}
            {canEdit && (
              <div className={s.actions}>
                <input
                  ref={input}
                  type="file"
                  accept="application/pdf,.pdf"
                  hidden
                  aria-hidden="true"
                  tabIndex={-1}
                  data-testid="privacy-policy-file"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) upload.mutate(file);
                  }}
                />
                {data?.name && (
                  <>
                    <Button variant="ghost" onPress={() => setConfirming(true)} isDisabled={upload.isPending}>
                      {t("clients.privacyPolicy.remove")}
                    </Button>
                    <ConfirmDialog
                      isOpen={confirming}
                      onOpenChange={setConfirming}
                      title={t("clients.privacyPolicy.removeTitle")}
                      message={t("clients.privacyPolicy.removeMessage")}
                      confirmLabel={t("clients.privacyPolicy.remove")}
                      cancelLabel={t("app.cancel")}
                      destructive
                      isPending={remove.isPending}
                      pendingLabel={t("app.saving")}
                      onConfirm={() => remove.mutate()}
                    />
                  </>
                )}
                <Button
                  onPress={() => input.current?.click()}
                  isPending={upload.isPending}
                  pendingLabel={progress === null ? t("app.saving") : t("clients.privacyPolicy.progress", { percent: Math.round(progress * 100) })}
                >
                  {t(data?.name ? "clients.privacyPolicy.replace" : "clients.privacyPolicy.upload")}
                </Button>
              </div>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
