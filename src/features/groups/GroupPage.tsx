// /users/groups/{group}: the group's settings (name, description, active or inactive, and for a dynamic group its
// conditions matched all or any; the type is fixed once saved), its tracks and its users.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Badge } from "../../../ui/components/Badge";
import { Breadcrumbs } from "../../../ui/components/Breadcrumbs";
import { Button } from "../../../ui/components/Button";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/components/Tabs";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { usePaths } from "../users/common";
import { ProfileTable } from "../users/ProfileTable";
import * as s from "../users/users.css";
import { AddMembersDialog } from "./AddMembersDialog";
import { GroupForm } from "./GroupForm";
import { groupQuery, groupTracksQuery, groupUsersQuery } from "./queries";

export function GroupPage({ id }: { id: number }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const group = useQuery(groupQuery(id));
  const users = useQuery(groupUsersQuery(id));
  const tracks = useQuery(groupTracksQuery(id));
  if (group.isPending) return <Spinner label={t("lists.loading")} />;
  if (group.isError) return <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void group.refetch()} />;
  const g = group.data;
  return (
    <div className={p.page}>
      <Breadcrumbs label={t("nav.breadcrumbs")} items={[{ label: t("nav.groups"), href: paths.groups }, { label: g.name }]} />
      <header className={s.header}>
        <div className={s.headText}>
          <div className={s.nameLine}>
            <h1 className={p.pageTitle}>{g.name}</h1>
            <Badge tone={g.type === "dynamic" ? "info" : "neutral"}>{t(`groups.type.${g.type}`)}</Badge>
            <Badge tone={g.status_id === 1 ? "success" : "neutral"} dot>
              {t(g.status_id === 1 ? "groups.status.active" : "groups.status.inactive")}
            </Badge>
          </div>
          <p className={p.pageLead}>{t("groups.members", { count: g.members_count })}</p>
        </div>
      </header>
      <Tabs defaultSelectedKey="settings">
        <TabList aria-label={g.name}>
          <Tab id="settings">{t("groups.tab.settings")}</Tab>
          <Tab id="tracks">{t("groups.tab.tracks")}</Tab>
          <Tab id="users">{t("groups.tab.users")}</Tab>
        </TabList>
        <TabPanel id="settings" className={s.panel} shouldForceMount>
          <GroupForm group={g} />
        </TabPanel>
        <TabPanel id="tracks" className={s.panel}>
          <ProfileTable query={tracks} label={t("groups.tab.tracks")} empty={t("groups.tracks.empty")} />
        </TabPanel>
        <TabPanel id="users" className={s.panel}>
          {g.type === "static" ? (
            <div className={ls.actions}>
              <Button variant="secondary" onPress={() => setAdding(true)}>
                {t("groups.add.open")}
              </Button>
            </div>
          ) : (
            <p className={ls.muted}>{t("groups.users.dynamicHint")}</p>
          )}
          {adding && <AddMembersDialog groupId={g.id} onClose={() => setAdding(false)} />}
          <ProfileTable query={users} label={t("groups.tab.users")} empty={t("groups.users.empty")} onRowAction={(row) => void navigate({ href: paths.user(row.id) })} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
