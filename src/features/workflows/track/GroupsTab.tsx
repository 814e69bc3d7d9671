// workflow/{id}/groups: who the track is assigned to (groups, people), who gets it and who waits for their
// checkpoint date, and the publish job's progress while it runs. Editors assign and unassign groups and people
// (batchEntitiesProfileProcessing with the track as the source); the lists are keyset pages (PagedList).
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { ProgressBar } from "../../../../ui/components/ProgressBar";
import { Select } from "../../../../ui/components/Select";
import { Spinner } from "../../../../ui/components/Spinner";
import { Switch } from "../../../../ui/components/Switch";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { useT } from "../../lists/useT";
import { PersonPicker } from "../../users/PersonPicker";
import type { Workflow } from "../api";
import { assign, type TrackUserRow } from "../assignApi";
import {
  clientGroupsQuery,
  publishProgressQuery,
  trackGroupsQuery,
  trackUsersQuery,
  useWorkflowsWrite,
  workflowQuery,
} from "../queries";
import * as a from "./assign.css";
import { PagedList } from "./PagedList";
import * as s from "./track.css";

export function GroupsTab({ id }: { id: number }) {
  const t = useT();
  const track = useQuery(workflowQuery(id));
  if (!track.data) return <Spinner label={t("app.loading")} />;
  return (
    <div className={a.sections}>
      <Progress id={id} />
      <Groups track={track.data} />
      <People track={track.data} />
    </div>
  );
}

/** The bar while a publish (or a change reaching many people) is applied; it polls until the job is done. */
function Progress({ id }: { id: number }) {
  const t = useT();
  const q = useQuery(publishProgressQuery(id));
  if (!q.data || (q.data.state !== "queued" && q.data.state !== "running")) return null;
  const total = q.data.people_total;
  return (
    <ProgressBar
      label={t("workflows.assign.progress", { done: q.data.people_done, total })}
      value={q.data.people_done}
      maxValue={Math.max(total, 1)}
      isIndeterminate={q.data.state === "queued" || total === 0}
      data-testid="publish-progress"
    />
  );
}

function Groups({ track }: { track: Workflow }) {
  const t = useT();
  const [picked, setPicked] = useState<number | null>(null);
  const list = useInfiniteQuery(trackGroupsQuery(track.id));
  const all = useQuery({ ...clientGroupsQuery(track.id), enabled: track.can_edit });
  const write = useWorkflowsWrite((v: { ids: number[]; add: boolean }) => assign(track.id, 4, v.ids, v.add), {
    success: "workflows.assign.saved",
    failure: "workflows.assign.failed",
    onSuccess: () => setPicked(null),
  });
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const assigned = new Set(rows.map((r) => r.group_id));
  const options = (all.data?.items ?? []).filter((g) => !assigned.has(g.id));
  return (
    <section className={s.panel} aria-labelledby="assign-groups">
      <h2 id="assign-groups" className={a.heading}>
        {t("workflows.assign.groups")}
      </h2>
      {track.can_edit && (
        <div className={a.picker}>
          <Select label={t("workflows.assign.pickGroup")} selectedKey={picked} onSelectionChange={(k) => setPicked(k === null ? null : Number(k))} items={options}>
            {(g) => (
              <ListBoxItem id={g.id} textValue={g.name}>
                {g.name}
              </ListBoxItem>
            )}
          </Select>
          <Button isDisabled={picked === null || write.isPending} onPress={() => picked !== null && write.mutate({ ids: [picked], add: true })}>
            {t("workflows.assign.assignGroup")}
          </Button>
        </div>
      )}
      <PagedList list={list} rows={rows} empty="workflows.assign.noGroups" failed="workflows.assign.loadFailed" testId="track-groups">
        {(g) => (
            <li key={g.id} className={a.item}>
              <span className={a.itemText}>
                <span>{g.name}</span>
                <span className={a.muted}>
                  {t(`workflows.assign.groupType.${g.type}`)} · {t("workflows.assign.members", { count: g.members_count })}
                  {!g.is_active && ` · ${t("workflows.assign.inactive")}`}
                </span>
              </span>
              {track.can_edit && (
                <Button variant="secondary" isDisabled={write.isPending} onPress={() => write.mutate({ ids: [g.group_id], add: false })}>
                  {t("workflows.assign.unassignNamed", { name: g.name })}
                </Button>
              )}
            </li>
        )}
      </PagedList>
    </section>
  );
}

function People({ track }: { track: Workflow }) {
  const t = useT();
  const locale = useLocale();
  const [waitingOnly, setWaitingOnly] = useState(false);
  const list = useInfiniteQuery(trackUsersQuery(track.id, waitingOnly));
  const write = useWorkflowsWrite((v: { ids: number[]; add: boolean }) => assign(track.id, 3, v.ids, v.add), {
    success: "workflows.assign.saved",
    failure: "workflows.assign.failed",
  });
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const waiting = list.data?.pages[0]?.waiting_count ?? 0;
  const day = (d: string | null) => (d ? formatDate(d, "short", locale) : "—");
  const why = (r: TrackUserRow) => {
    const cp = r.waiting_reason?.startsWith("missingCheckpoint:") ? r.waiting_reason.slice("missingCheckpoint:".length) : null;
    return cp ? t("workflows.assign.waitingFor", { checkpoint: t(`workflows.checkpoint.${cp}`) }) : "";
  };
  return (
    <section className={s.panel} aria-labelledby="assign-people">
      <h2 id="assign-people" className={a.heading}>
        {t("workflows.assign.people")}
      </h2>
      {waiting > 0 && <p data-testid="waiting-count">{t("workflows.assign.waitingCount", { count: waiting })}</p>}
      {track.can_edit && (
        <PersonPicker label={t("workflows.assign.pickPerson")} exclude={new Set(rows.filter((r) => r.direct).map((r) => r.user_id))} onPick={(u) => write.mutate({ ids: [u.id], add: true })} />
      )}
      <Switch isSelected={waitingOnly} onChange={setWaitingOnly}>
        {t("workflows.assign.waitingOnly")}
      </Switch>
      <PagedList list={list} rows={rows} empty={waitingOnly ? "workflows.assign.noneWaiting" : "workflows.assign.noPeople"} failed="workflows.assign.loadFailed" testId="track-people">
        {(r) => (
            <li key={r.id} className={a.item}>
              <span className={a.itemText}>
                <span>
                  <span>{r.full_name}</span>{" "}
                  <Badge tone={r.state === "waiting" ? "warning" : r.state === "active" ? "success" : "neutral"}>{t(`workflows.assign.state.${r.state}`)}</Badge>
                </span>
                <span className={a.muted}>
                  {r.state === "waiting"
                    ? why(r)
                    : t("workflows.assign.datesProgress", { start: day(r.start_date), end: day(r.end_date), done: r.completed, total: r.total })}
                </span>
              </span>
              {track.can_edit && r.direct && (
                <Button variant="secondary" isDisabled={write.isPending} onPress={() => write.mutate({ ids: [r.user_id], add: false })}>
                  {t("workflows.assign.unassignNamed", { name: r.full_name })}
                </Button>
              )}
            </li>
        )}
      </PagedList>
    </section>
  );
}
