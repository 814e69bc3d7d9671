// /users/groups: the client's user groups (static or dynamic, active or inactive, members) and group creation.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { type DataColumn, DataTable } from "../../../ui/DataTable";
import { useTableLabels } from "../lists/tableLabels";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import type { UserGroup } from "../users/api";
import { usePaths } from "../users/common";
import { CreateGroupDialog } from "./CreateGroupDialog";
import { groupsQuery } from "./queries";

export function GroupsPage() {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const labels = useTableLabels();
  const [creating, setCreating] = useState(false);
  const groups = useQuery(groupsQuery());
  const columns = useMemo<DataColumn<UserGroup>[]>(
    () => [
      { id: "name", header: t("groups.field.name"), size: 280, value: (g) => g.name },
      { id: "type", header: t("groups.field.type"), value: (g) => g.type, cell: (g) => <Badge tone={g.type === "dynamic" ? "info" : "neutral"}>{t(`groups.type.${g.type}`)}</Badge> },
      {
        id: "status",
        header: t("groups.field.status"),
        value: (g) => g.status_id,
        cell: (g) => <Badge tone={g.status_id === 1 ? "success" : "neutral"} dot>{t(g.status_id === 1 ? "groups.status.active" : "groups.status.inactive")}</Badge>,
      },
      { id: "members", header: t("groups.field.members"), size: 140, value: (g) => g.members_count },
      { id: "description", header: t("groups.field.description"), size: 320, value: (g) => g.description, visible: false },
    ],
    [t],
  );
  const rows = (groups.data ?? []) as UserGroup[];
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("groups.title")}</h1>
          <p className={p.pageLead}>{t("groups.lead")}</p>
        </div>
        <Button onPress={() => setCreating(true)}>{t("groups.create.open")}</Button>
      </header>
      <DataTable<UserGroup>
        aria-label={t("groups.title")}
        columns={columns}
        rows={rows}
        status={groups.isPending ? "loading" : groups.isError ? "failed" : rows.length ? "complete" : "empty"}
        labels={labels}
        storageKey="groups"
        onRowAction={(g) => void navigate({ href: paths.group(g.id) })}
        emptyState={<EmptyState title={t("groups.empty")} headingLevel={2} />}
        errorState={<ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void groups.refetch()} headingLevel={2} />}
      />
      {creating && <CreateGroupDialog onClose={() => setCreating(false)} onCreated={(id) => void navigate({ href: paths.group(id) })} />}
    </div>
  );
}
