// One employee plan (a devPlanTask), the same page for its owner, the approver and the administrator: header
// with the state and the lifecycle buttons the server allows, three tabs (spec 000 §2: description,
// development-plan, preliminary-survey) and the history beside them.
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import type { Key } from "react-aria-components";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { ArrowLeftIcon } from "../../../app/icons";
import { ReplayLink } from "../../replay/ReplayLink";
import * as p from "../../shell/page.css";
import type { Task } from "../api";
import { DateText, fullName, QueryState, TaskStateBadge, useT } from "../common";
import * as s from "../devPlans.css";
import { taskQuery } from "../queries";
import { CommandBar } from "./CommandBar";
import { DescriptionTab } from "./DescriptionTab";
import { GoalsTab } from "./GoalsTab";
import { HistoryPanel } from "./HistoryPanel";
import { SurveyTab } from "./SurveyTab";

export const PLAN_TABS = ["description", "development-plan", "preliminary-survey"] as const;
export type PlanTab = (typeof PLAN_TABS)[number];
export const planTab = (value: string | undefined): PlanTab => (PLAN_TABS.includes(value as PlanTab) ? (value as PlanTab) : "development-plan");

export interface PlanViewProps {
  readonly taskId: number;
  readonly tab: string | undefined;
  /** Where the back link goes (a list), with the message id of its label. */
  readonly back: { readonly to: string; readonly params: Record<string, unknown>; readonly label: string };
  /** Inside another page (the administrator's plan): the plan's name is a second-level heading. */
  readonly nested?: boolean;
}

function Header({ task, back, nested }: { task: Task; back: PlanViewProps["back"]; nested?: boolean }) {
  const t = useT();
  const Title = nested ? "h2" : "h1";
  const isOwner = task.actor.relations.includes("self");
  return (
    <header className={p.pageHeader}>
      <div>
        <Link to={back.to as never} params={back.params as never} className={s.backLink}>
          <ArrowLeftIcon size={16} />
          {t(back.label)}
        </Link>
        <Title className={p.pageTitle}>{nested ? fullName(task.owner) : task.plan_name}</Title>
        <div className={s.meta}>
          <TaskStateBadge id={task.state_id} />
          {!isOwner && !nested && <span>{t("devPlans.plan.owner", { name: fullName(task.owner) })}</span>}
          <span>
            {t("devPlans.plan.updated")} <DateText value={task.updated_at} kind="long" />
          </span>
          <ReplayLink streamType="devPlanTask" streamId={task.id} />
        </div>
      </div>
      <CommandBar task={task} />
    </header>
  );
}

export function PlanView({ taskId, tab, back, nested }: PlanViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const query = useQuery(taskQuery(taskId));
  const selected = planTab(tab);
  const select = (key: Key) => void navigate({ to: ".", params: ((prev: Record<string, unknown>) => ({ ...prev, tab: String(key) })) as never, replace: true });
  return (
    <div className={nested ? undefined : p.page}>
      {/* A page has its h1 while the plan loads or fails to load too (axe page-has-heading-one); the plan's own
          header replaces it once the plan is in. Nested, the page around it has one. */}
      {!nested && !query.isSuccess && (
        <header className={p.pageHeader}>
          <h1 className={p.pageTitle}>{t("devPlans.plan.pageTitle")}</h1>
        </header>
      )}
      <QueryState query={query}>
        {() => {
          const task = query.data as Task;
          return (
            <>
              <Header task={task} back={back} nested={nested} />
              <div className={s.split}>
                <Tabs selectedKey={selected} onSelectionChange={select}>
                  <TabList aria-label={t("devPlans.plan.tabs")}>
                    {PLAN_TABS.map((k) => (
                      <Tab key={k} id={k}>
                        {t(`devPlans.tab.${k.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`)}
                      </Tab>
                    ))}
                  </TabList>
                  <TabPanel id="description" className={s.panel}>
                    <DescriptionTab task={task} />
                  </TabPanel>
                  <TabPanel id="development-plan" className={s.panel}>
                    <GoalsTab task={task} />
                  </TabPanel>
                  <TabPanel id="preliminary-survey" className={s.panel}>
                    <SurveyTab task={task} />
                  </TabPanel>
                </Tabs>
                <HistoryPanel task={task} />
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
