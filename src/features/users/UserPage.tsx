// /users/{user}: the user's header (avatar, name, status and the status actions the server's userStatus machine
// allows now), and the tabs overview (profile form), forms (the client's profile smart form, entity 3: edit mode
// for users editors, read mode otherwise), groups and sessions.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Breadcrumbs } from "../../../ui/components/Breadcrumbs";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../ui/components/Tabs";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { sessionQuery } from "../auth/queries";
import { SmartFormView } from "../forms/SmartFormView";
import { TimeToComplete } from "../learning/profile/TimeToComplete";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { usePaths } from "./common";
import { ProfileForm } from "./ProfileForm";
import { ProfileTable } from "./ProfileTable";
import { ActivitiesTab } from "./progress/ActivitiesTab";
import { TestsTab } from "./progress/TestsTab";
import { userGroupsQuery, userQuery, userSessionsQuery, usersKeys, userTracksQuery } from "./queries";
import { UserHeader } from "./UserHeader";
import * as s from "./users.css";

export function UserPage({ id }: { id: number }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery()).data;
  const canEdit = !!session && allows(session.permissions as Permissions, "users", "edit");
  const user = useQuery(userQuery(id));
  const groups = useQuery(userGroupsQuery(id));
  const sessions = useQuery(userSessionsQuery(id));
  const tracks = useQuery(userTracksQuery(id));
  if (user.isPending) return <Spinner label={t("lists.loading")} />;
  if (user.isError)
    return <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void user.refetch()} isRetrying={user.isFetching} />;
  const u = user.data;
  return (
    <div className={p.page}>
      <Breadcrumbs label={t("nav.breadcrumbs")} items={[{ label: t("nav.users"), href: paths.users }, { label: u.full_name }]} />
      <UserHeader user={u} />
      <Tabs defaultSelectedKey="overview">
        <TabList aria-label={u.full_name}>
          <Tab id="overview">{t("users.tab.overview")}</Tab>
          <Tab id="forms">{t("users.tab.forms")}</Tab>
          <Tab id="groups">{t("users.tab.groups")}</Tab>
          <Tab id="workflows">{t("users.tab.workflows")}</Tab>
          <Tab id="activities">{t("users.tab.activities")}</Tab>
          <Tab id="tests">{t("users.tab.tests")}</Tab>
          <Tab id="sessions">{t("users.tab.sessions")}</Tab>
          <Tab id="timeToComplete">{t("learning.time.title")}</Tab>
        </TabList>
        <TabPanel id="overview" className={s.panel}>
          <ProfileForm user={u} />
        </TabPanel>
        <TabPanel id="forms" className={s.panel}>
          <SmartFormView
            entityId={3}
            mode={canEdit && !u.erased_at ? "edit" : "read"}
            objectId={id}
            label={t("users.tab.forms")}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: usersKeys.user(id) })}
          />
        </TabPanel>
        <TabPanel id="groups" className={s.panel}>
          <ProfileTable
            query={groups}
            label={t("users.tab.groups")}
            empty={t("users.groups.empty")}
            onRowAction={(row) => void navigate({ href: paths.group(row.id) })}
          />
        </TabPanel>
        <TabPanel id="workflows" className={s.panel}>
          <ProfileTable query={tracks} label={t("users.tab.workflows")} empty={t("users.workflows.empty")} />
        </TabPanel>
        <TabPanel id="activities" className={s.panel}>
          <ActivitiesTab userId={id} />
        </TabPanel>
        <TabPanel id="tests" className={s.panel}>
          <TestsTab userId={id} />
        </TabPanel>
        <TabPanel id="sessions" className={s.panel}>
          <ProfileTable query={sessions} label={t("users.tab.sessions")} empty={t("users.sessions.empty")} />
        </TabPanel>
        <TabPanel id="timeToComplete" className={s.panel}>
          <TimeToComplete userId={id} headingLevel={2} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
