// workflow/{id}: one track. The header names it with its type, category, start point and publication state, and
// the publish bar; then its tabs: timeline (the builder), groups (assignment), analytics and settings.
import { useQuery } from "@tanstack/react-query";
import { Outlet, useNavigate, useRouterState } from "@tanstack/react-router";
import { errorTag } from "../../../../services/client/errors";
import { Badge } from "../../../../ui/components/Badge";
import { Breadcrumbs } from "../../../../ui/components/Breadcrumbs";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Link } from "../../../../ui/components/Link";
import { Spinner } from "../../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { formatDate } from "../../../app/i18n/dates";
import { useLocale } from "../../../app/i18n/IntlRoot";
import { useT } from "../../lists/useT";
import * as p from "../../shell/page.css";
import type { Workflow } from "../api";
import { STATE_TONES } from "../library/operations";
import { type TrackTab, useWorkflowPaths } from "../paths";
import { workflowQuery } from "../queries";
import { PublishBar } from "./PublishBar";
import * as s from "./track.css";

const TABS: readonly TrackTab[] = ["timeline", "groups", "analytics", "settings"];

export function TrackLayout({ id }: { id: number }) {
  const t = useT();
  const paths = useWorkflowPaths();
  const query = useQuery(workflowQuery(id));
  if (query.isPending) return <Spinner label={t("app.loading")} />;
  if (query.isError)
    return errorTag(query.error) === "NotFound" ? (
      <div className={p.page}>
        <h1 className={p.pageTitle}>{t("workflows.track.notFound")}</h1>
        <EmptyState title={t("workflows.track.notFoundLead")} action={<Link href={paths.folder(null)}>{t("workflows.backToTop")}</Link>} headingLevel={2} />
      </div>
    ) : (
      <ErrorState title={t("workflows.load.trackFailed")} retryLabel={t("app.retry")} onRetry={() => void query.refetch()} announce />
    );
  return <Track track={query.data} />;
}

function Track({ track }: { track: Workflow }) {
  const t = useT();
  const locale = useLocale();
  const paths = useWorkflowPaths();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (r) => r.location.pathname });
  const tab: TrackTab = TABS.find((x) => x !== "timeline" && pathname.endsWith(`/${x}`)) ?? "timeline";
  const startPoint =
    track.duration_type === "RELATION"
      ? t("workflows.track.relativeTo", { checkpoint: track.workflow_checkpoint_id ? t(`workflows.checkpoint.${track.workflow_checkpoint_id}`) : "" })
      : track.start_date && track.end_date
        ? `${formatDate(track.start_date, "short", locale)} – ${formatDate(track.end_date, "short", locale)}`
        : t("workflows.duration.ABSOLUTE");
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <Breadcrumbs label={t("workflows.breadcrumbs")} items={[{ label: t("workflows.title"), href: paths.folder(track.folder_id) }, { label: track.display_name }]} />
          <h1 className={p.pageTitle} tabIndex={-1}>
            {track.display_name}
          </h1>
          <div className={s.meta}>
            <Badge tone={STATE_TONES[track.state]} data-testid="track-state">
              {t(`workflows.state.${track.state}`)}
            </Badge>
            <span>{t(`workflows.type.${track.workflow_type_id}`)}</span>
            {track.category_name && <Badge tone="info">{track.category_name}</Badge>}
            <span>{startPoint}</span>
            {track.last_publish_date && <span>{t("workflows.track.lastPublished", { date: formatDate(track.last_publish_date, "short", locale) })}</span>}
            {track.not_published_activities_count > 0 && <span>{t("workflows.track.unpublishedCount", { count: track.not_published_activities_count })}</span>}
          </div>
        </div>
        <PublishBar track={track} />
      </header>
      <Tabs selectedKey={tab} onSelectionChange={(k) => void navigate({ href: paths.track(track.id, k as TrackTab) })}>
        <TabList aria-label={t("workflows.track.tabs")}>
          {TABS.map((x) => (
            <Tab key={x} id={x}>
              {t(`workflows.track.tab.${x}`)}
            </Tab>
          ))}
        </TabList>
        {TABS.map((x) => (
          <TabPanel key={x} id={x}>
            <Outlet />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
