// Another client's users and groups (virginSearch with client_id, lazy keyset pages) and its custom roles
// (clientRoles), read-only. Rows do not open the user or group page: those pages act on the session's client.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Badge } from "../../../ui/components/Badge";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { TextField } from "../../../ui/components/TextField";
import { type DataColumn, type DataStatus, DataTable } from "../../../ui/DataTable";
import { useLocale } from "../../app/i18n/IntlRoot";
import * as ls from "../lists/lists.css";
import { useTableLabels } from "../lists/tableLabels";
import { queryOf, useDataList } from "../lists/useDataList";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { rolesQuery } from "./queries";
import { useListColumns } from "../users/listColumns";

type Row = { id: number; [k: string]: unknown };

/** The users or groups list route of another client, read-only. */
export function ClientListTab({ clientId, route }: { clientId: number; route: "users" | "groups" }) {
  const t = useT();
  const labels = useTableLabels();
  const list = useDataList(route, clientId);
  const [search, setSearch] = useState("");
  const term = search.trim().length >= 3 ? search.trim() : "";
  const { load } = list;
  useEffect(() => {
    const timer = setTimeout(() => load(queryOf(route === "users" ? term : "", null)), term ? 250 : 0);
    return () => clearTimeout(timer);
  }, [term, load, route]);
  const columns = useListColumns(list.columns, { statusBadge: route === "users" });
  const title = t(`clients.tab.${route}`);
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h2 className={p.pageTitle}>{title}</h2>
          <p className={p.pageLead}>{t("clients.people.lead")}</p>
        </div>
      </header>
      {list.status === "empty" && columns.length === 0 ? (
        // An empty first page (204) brings no columns: a grid without headers would be an empty shell.
        <EmptyState title={t(term ? "common.listNotFound" : `clients.${route}.empty`)} headingLevel={3} />
      ) : (
      <DataTable<Row>
        aria-label={title}
        columns={columns}
        rows={list.rows as Row[]}
        status={list.status}
        labels={labels}
        storageKey={`clients.${route}`}
        onLoadMore={list.loadMore}
        toolbar={
          route === "users" ? (
            <TextField aria-label={t("users.search")} placeholder={t("users.search")} value={search} onChange={setSearch} type="search" className={ls.search} />
          ) : undefined
        }
        emptyState={<EmptyState title={t(term ? "common.listNotFound" : `clients.${route}.empty`)} headingLevel={3} />}
        errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => load(queryOf(term, null))} headingLevel={3} />}
      />
      )}
    </div>
  );
}

type Role = { id: number; name: Record<string, string | undefined>; user_access: string; users_count: number; is_manager_available: boolean };

/** Another client's custom roles, read-only. */
export function ClientRolesTab({ clientId }: { clientId: number }) {
  const t = useT();
  const lang = useLocale();
  const labels = useTableLabels();
  const roles = useQuery(rolesQuery(clientId));
  const rows = (roles.data ?? []) as unknown as Role[];
  const status: DataStatus = roles.isPending ? "loading" : roles.isError ? "failed" : rows.length ? "complete" : "empty";
  const columns = useMemo<DataColumn<Role>[]>(
    () => [
      { id: "name", header: t("clients.roles.name"), size: 280, value: (r) => r.name[lang] || r.name.en || r.name.ru || "" },
      {
        id: "user_access", header: t("clients.roles.access"), size: 200, value: (r) => r.user_access,
        cell: (r) => <Badge tone="neutral">{t(r.user_access === "own_units" ? "clients.roles.ownUnits" : "clients.roles.allUsers")}</Badge>,
      },
      { id: "users_count", header: t("clients.field.users"), size: 140, value: (r) => r.users_count },
    ],
    [t, lang],
  );
  const title = t("clients.tab.roles");
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h2 className={p.pageTitle}>{title}</h2>
          <p className={p.pageLead}>{t("clients.roles.lead")}</p>
        </div>
      </header>
      <DataTable<Role>
        aria-label={title}
        columns={columns}
        rows={rows}
        status={status}
        labels={labels}
        storageKey="clients.roles"
        emptyState={<EmptyState title={t("clients.roles.empty")} headingLevel={3} />}
        errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void roles.refetch()} isRetrying={roles.isFetching} headingLevel={3} />}
      />
    </div>
  );
}
