// The e-mail history of a client (spec 000 §3: subject, type, user, date, delivered): newest first, loaded page by
// page as the table scrolls, filtered by recipient address. `clientId` names another client (platform
// administrators: the clients page's emailHistory tab); without it, the session's client.
import { useInfiniteQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { TextField } from "../../../ui/components/TextField";
import { type DataColumn, type DataStatus, DataTable } from "../../../ui/DataTable";
import { formatDate } from "../../app/i18n/dates";
import { useLocale } from "../../app/i18n/IntlRoot";
import * as ls from "../lists/lists.css";
import { useTableLabels } from "../lists/tableLabels";
import { useT } from "../lists/useT";
import type { EmailHistoryItem } from "./api";
import { historyQuery } from "./queries";
import * as s from "./mail.css";

const TYPES = new Set(["invitation", "passwordReset", "test", "notificationDigest"]);

function Status({ row }: { row: EmailHistoryItem }) {
  const t = useT();
  const tone = row.delivered ? "success" : row.state === "failed" ? "danger" : "warning";
  const label = row.delivered ? "mail.state.delivered" : row.state === "failed" ? "mail.state.failed" : row.reason ? "mail.state.retrying" : "mail.state.queued";
  // Our own reasons are message ids; an SMTP server's answer is shown as it came.
  const reason = row.reason?.startsWith("mail.reason.") ? t(row.reason) : row.reason;
  return (
    <span className={s.status}>
      <Badge tone={tone} dot>{t(label)}</Badge>
      {reason && !row.delivered && <span className={s.reason} title={reason}>{reason}</span>}
    </span>
  );
}

export function EmailHistoryTable({ clientId, headingLevel = 2 }: { clientId?: number; headingLevel?: 2 | 3 }) {
  const t = useT();
  const labels = useTableLabels();
  const lang = useLocale();
  const [draft, setDraft] = useState("");
  const [emails, setEmails] = useState<string[]>([]);
  const query = useInfiniteQuery(historyQuery(clientId, emails));
  const rows = query.data?.pages.flatMap((pg) => pg.items) ?? [];
  const status: DataStatus = query.isPending ? "loading" : query.isError && !rows.length ? "failed" : query.isFetchingNextPage
    ? "loadingMore" : !rows.length ? "empty" : query.hasNextPage ? "loaded" : "complete";
  const columns = useMemo<DataColumn<EmailHistoryItem>[]>(() => [
    { id: "subject", header: t("mail.field.subject"), size: 300, value: (r) => r.subject },
    { id: "type", header: t("mail.field.type"), size: 170, value: (r) => r.type, cell: (r) => (TYPES.has(r.type) ? t(`mail.type.${r.type}`) : r.type) },
    {
      id: "recipient", header: t("mail.field.recipient"), size: 260, value: (r) => r.address,
      cell: (r) => (
        <span className={s.recipient}>
          <span>{r.user_name ?? r.address}</span>
          {r.user_name && <span className={ls.muted}>{r.address}</span>}
        </span>
      ),
    },
    { id: "date", header: t("mail.field.date"), size: 170, value: (r) => r.date, cell: (r) => formatDate(r.date, "list", lang) },
    { id: "delivered", header: t("mail.field.delivered"), size: 240, value: (r) => r.state, cell: (r) => <Status row={r} /> },
    { id: "attempts", header: t("mail.field.attempts"), size: 110, value: (r) => r.attempts, visible: false },
  ], [t, lang]);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setEmails(draft.split(/[\s,;]+/).map((x) => x.trim().toLowerCase()).filter(Boolean));
  };
  const filtered = emails.length > 0;
  return (
    <DataTable<EmailHistoryItem>
      aria-label={t("mail.history.title")}
      columns={columns}
      rows={rows}
      status={status}
      labels={labels}
      storageKey="mail.history"
      onLoadMore={() => {
        if (query.hasNextPage && !query.isFetchingNextPage && !query.isError) void query.fetchNextPage();
      }}
      toolbar={
        <form className={s.filter} onSubmit={apply} aria-label={t("mail.history.filter")}>
          <TextField label={t("mail.history.recipient")} type="search" value={draft} onChange={setDraft} className={s.filterField} />
          <Button type="submit" variant="secondary">{t("mail.history.apply")}</Button>
          {filtered && (
            <Button variant="secondary" onPress={() => { setDraft(""); setEmails([]); }}>{t("mail.history.clear")}</Button>
          )}
        </form>
      }
      emptyState={<EmptyState title={filtered ? t("mail.history.noneFound") : t("mail.history.empty")} description={filtered ? undefined : t("mail.history.emptyLead")} headingLevel={headingLevel} />}
      errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={headingLevel} />}
    />
  );
}
