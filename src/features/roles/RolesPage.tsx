// /users/roles: the 11 system roles (read-only, names in the interface language) and the client's custom roles
// (editable), each with its number of users; creating a custom role.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { type DataColumn, DataTable } from "../../../ui/DataTable";
import { useLocale } from "../../app/i18n/IntlRoot";
import * as ls from "../lists/lists.css";
import { useTableLabels } from "../lists/tableLabels";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { usePaths } from "../users/common";
import { CreateRoleDialog } from "./CreateRoleDialog";
import { customRolesQuery, systemRolesQuery } from "./queries";

type RoleRow = { id: string; name: string; custom: boolean; users: number; access: string };

export function RolesPage() {
  const t = useT();
  const lang = useLocale();
  const paths = usePaths();
  const navigate = useNavigate();
  const labels = useTableLabels();
  const [creating, setCreating] = useState(false);
  const system = useQuery(systemRolesQuery());
  const custom = useQuery(customRolesQuery());
  const rows = useMemo<RoleRow[]>(
    () => [
      ...(custom.data ?? []).map((r) => ({ id: String(r.id), name: r.name[lang] || r.name.en, custom: true, users: r.users_count, access: r.user_access })),
      ...(system.data ?? []).map((r) => ({ id: `system-${r.id}`, name: r.names[lang] || r.name, custom: false, users: r.users_count, access: r.user_access })),
    ],
    [custom.data, system.data, lang],
  );
  const columns = useMemo<DataColumn<RoleRow>[]>(
    () => [
      { id: "name", header: t("roles.field.name"), size: 320, value: (r) => r.name },
      {
        id: "kind",
        header: t("roles.field.kind"),
        value: (r) => r.custom,
        cell: (r) => <Badge tone={r.custom ? "primary" : "neutral"}>{t(r.custom ? "roles.kind.custom" : "roles.kind.system")}</Badge>,
      },
      { id: "access", header: t("roles.field.userAccess"), size: 220, value: (r) => t(`roles.access.${r.access}`) },
      { id: "users", header: t("roles.field.users"), size: 140, value: (r) => r.users },
    ],
    [t],
  );
  const failed = system.isError || custom.isError;
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("roles.title")}</h1>
          <p className={p.pageLead}>{t("roles.lead")}</p>
        </div>
        <div className={ls.actions}>
          <Button onPress={() => setCreating(true)}>{t("roles.create.open")}</Button>
        </div>
      </header>
      <DataTable<RoleRow>
        aria-label={t("roles.title")}
        columns={columns}
        rows={rows}
        status={system.isPending || custom.isPending ? "loading" : failed ? "failed" : rows.length ? "complete" : "empty"}
        labels={labels}
        storageKey="roles"
        onRowAction={(r) => void navigate({ href: paths.role(r.id) })}
        emptyState={<EmptyState title={t("roles.empty")} headingLevel={3} />}
        errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void Promise.all([system.refetch(), custom.refetch()])} headingLevel={3} />}
      />
      {creating && <CreateRoleDialog onClose={() => setCreating(false)} onCreated={(id) => void navigate({ href: paths.role(id) })} />}
    </div>
  );
}
