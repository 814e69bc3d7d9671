// /clients: the platform administrator's list of client organisations (GET /api/clients), keyset-paged, with a
// search by name, e-mail or host. A row opens the client's page; "New client" creates one with its administrator.
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { TextField } from "../../../ui/components/TextField";
import { type DataColumn, type DataStatus, DataTable } from "../../../ui/DataTable";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import * as ls from "../lists/lists.css";
import { useTableLabels } from "../lists/tableLabels";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import type { ClientSummary } from "./api";
import { clientsListQuery } from "./queries";
import * as s from "./clients.css";
import { CreateClientDialog } from "./CreateClientDialog";

export function ClientsPage() {
  const t = useT();
  const labels = useTableLabels();
  const locale = localeParam(useLocale());
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const term = search.trim();
  const query = useInfiniteQuery(clientsListQuery(term));
  const rows = query.data?.pages.flatMap((pg) => pg.items) ?? [];
  const status: DataStatus = query.isPending ? "loading" : query.isError && !rows.length ? "failed" : query.isFetchingNextPage
    ? "loadingMore" : !rows.length ? "empty" : query.hasNextPage ? "loaded" : "complete";
  const open = (id: number) => void navigate({ to: "/{-$locale}/clients/$client/$tab" as never, params: { locale, client: String(id), tab: "basicInformation" } as never });
  const columns = useMemo<DataColumn<ClientSummary>[]>(() => [
    {
      id: "name", header: t("clients.field.name"), size: 260, value: (r) => r.name,
      cell: (r) => (
        <span className={s.nameCell}>
          <Link to={"/{-$locale}/clients/$client/$tab" as never} params={{ locale, client: String(r.id), tab: "basicInformation" } as never} className={s.rowLink}>
            {r.name}
          </Link>
          {r.is_default && <Badge tone="neutral">{t("clients.default")}</Badge>}
        </span>
      ),
    },
    { id: "email", header: t("clients.field.email"), size: 240, value: (r) => r.email, cell: (r) => r.email || <span className={ls.muted}>—</span> },
    { id: "hosts", header: t("clients.field.hosts"), size: 260, value: (r) => r.hosts.join(", "), cell: (r) => r.hosts.join(", ") || <span className={ls.muted}>—</span> },
    {
      id: "is_active", header: t("clients.field.state"), size: 140, value: (r) => r.is_active,
      cell: (r) => <Badge tone={r.is_active ? "success" : "neutral"} dot>{t(r.is_active ? "clients.state.active" : "clients.state.inactive")}</Badge>,
    },
    { id: "language", header: t("clients.field.language"), size: 130, value: (r) => r.language, cell: (r) => t(`clients.language.${r.language}`) },
    { id: "users_count", header: t("clients.field.users"), size: 120, value: (r) => r.users_count },
    { id: "id", header: t("clients.field.id"), size: 90, value: (r) => r.id, visible: false },
  ], [t, locale]);
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("clients.list.title")}</h1>
          <p className={p.pageLead}>{t("clients.list.lead")}</p>
        </div>
        <Button onPress={() => setCreating(true)}>{t("clients.create.open")}</Button>
      </header>
      <DataTable<ClientSummary>
        aria-label={t("clients.list.title")}
        columns={columns}
        rows={rows}
        status={status}
        labels={labels}
        storageKey="clients.list"
        onLoadMore={() => {
          if (query.hasNextPage && !query.isFetchingNextPage && !query.isError) void query.fetchNextPage();
        }}
        onRowAction={(row) => open(row.id)}
        toolbar={
          <TextField aria-label={t("clients.search.label")} placeholder={t("clients.search.placeholder")} type="search" value={search} onChange={setSearch} className={ls.search} />
        }
        emptyState={<EmptyState title={term ? t("clients.search.none") : t("clients.list.empty")} headingLevel={2} />}
        errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} isRetrying={query.isFetching} headingLevel={2} />}
      />
      {creating && <CreateClientDialog onClose={() => setCreating(false)} onCreated={(id) => { setCreating(false); open(id); }} />}
    </div>
  );
}
