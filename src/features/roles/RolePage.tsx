// /users/roles/{role}: a role's settings and its users. System roles (`system-N`) are read-only with their
// localised names; custom roles are edited here: names, section access and flags, sensitive data, user access
// (own units or all users) and whether managers may hold it. Saving takes effect for its users at once.
import { Breadcrumbs } from "../../../ui/components/Breadcrumbs";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Badge } from "../../../ui/components/Badge";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/components/Tabs";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { usePaths } from "../users/common";
import { ProfileTable } from "../users/ProfileTable";
import * as us from "../users/users.css";
import { PermissionMatrix } from "./PermissionMatrix";
import { RoleForm } from "./RoleForm";
import { customRoleQuery, roleParam, roleUsersQuery, systemRolesQuery } from "./queries";

export function RolePage({ param }: { param: string }) {
  const t = useT();
  const lang = useLocale();
  const paths = usePaths();
  const navigate = useNavigate();
  const { systemId, id } = roleParam(param);
  const system = useQuery({ ...systemRolesQuery(), enabled: systemId !== null });
  const custom = useQuery({ ...customRoleQuery(id), enabled: systemId === null });
  const users = useQuery(roleUsersQuery(param));
  const query = systemId !== null ? system : custom;
  if (query.isPending) return <Spinner label={t("lists.loading")} />;
  if (query.isError) return <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} />;
  const sys = systemId !== null ? system.data?.find((r) => r.id === systemId) : undefined;
  const role = custom.data;
  const name = sys ? sys.names[lang] || sys.name : role ? role.name[lang] || role.name.en : "";
  return (
    <div className={p.page}>
      <Breadcrumbs label={t("nav.breadcrumbs")} items={[{ label: t("nav.roles"), href: paths.roles }, { label: name }]} />
      <header className={us.header}>
        <div className={us.headText}>
          <div className={us.nameLine}>
            <h1 className={p.pageTitle}>{name}</h1>
            <Badge tone={sys ? "neutral" : "primary"}>{t(sys ? "roles.kind.system" : "roles.kind.custom")}</Badge>
          </div>
          {sys && <p className={p.pageLead}>{t("roles.systemReadOnly")}</p>}
        </div>
      </header>
      <Tabs defaultSelectedKey="settings">
        <TabList aria-label={name}>
          <Tab id="settings">{t("roles.tab.settings")}</Tab>
          <Tab id="users">{t("roles.tab.users")}</Tab>
        </TabList>
        <TabPanel id="settings" className={us.panel}>
          {sys ? <PermissionMatrix value={sys.routes_permissions} readOnly /> : role ? <RoleForm role={role} /> : null}
        </TabPanel>
        <TabPanel id="users" className={us.panel}>
          <ProfileTable query={users} label={t("roles.tab.users")} empty={t("roles.users.empty")} onRowAction={(row) => void navigate({ href: paths.user(row.id) })} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
