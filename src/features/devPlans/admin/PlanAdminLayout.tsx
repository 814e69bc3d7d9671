// management/development-plan/{id}: one development plan for its administrator. The header shows its stage and
// the lifecycle buttons the server offers (complete, cancel; launching is the wizard's last step), then the
// three sections of spec 000 §2: settings, management, analytics.
import { useQuery } from "@tanstack/react-query";
import { Outlet, useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { staleOf } from "../../../../services/client/errors";
import { Breadcrumbs } from "../../../../ui/components/Breadcrumbs";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { ReplayLink } from "../../replay/ReplayLink";
import * as p from "../../shell/page.css";
import { cancelPlan, completePlan, type Plan } from "../api";
import { DateText, QueryState, StageBadge, useT } from "../common";
import * as s from "../devPlans.css";
import { appointmentLabel } from "../labels";
import { usePaths } from "../paths";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { planQuery, useDevPlansWrite, useReloadDevPlans } from "../queries";

const SECTIONS = ["settings", "management", "analytics"] as const;

function Lifecycle({ plan }: { plan: Plan }) {
  const t = useT();
  const [open, setOpen] = useState<"plan.complete" | "plan.cancel" | null>(null);
  const run = useDevPlansWrite((type: "plan.complete" | "plan.cancel") => (type === "plan.complete" ? completePlan(plan.id, plan.version) : cancelPlan(plan.id, plan.version)), {
    success: "common.updateSuccess",
    onSuccess: () => setOpen(null),
    staleShown: true,
  });
  // A stale refusal closes the confirmation: the notice must not sit behind a modal.
  const stale = !!staleOf(run.error);
  useEffect(() => {
    if (stale) setOpen(null);
  }, [stale]);
  const reload = useReloadDevPlans(run);
  const offered = (["plan.complete", "plan.cancel"] as const).filter((c) => plan.available_commands.includes(c));
  if (offered.length === 0 && !run.error) return null;
  return (
    <div className={s.actions}>
      <StaleNotice error={run.error} onReload={reload} />
      {offered.map((c) => (
        // Cancelling is destructive: it looks so, and it asks first (the dialog below).
        <Button key={c} variant={c === "plan.cancel" ? "danger" : "secondary"} onPress={() => setOpen(c)}>
          {t(`devPlans.admin.${c === "plan.complete" ? "complete" : "cancel"}`)}
        </Button>
      ))}
      <ConfirmDialog
        isOpen={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t(open === "plan.complete" ? "devPlans.admin.completeTitle" : "devPlans.admin.cancelTitle")}
        message={t(open === "plan.complete" ? "devPlans.admin.completeMessage" : "devPlans.admin.cancelMessage")}
        confirmLabel={t(open === "plan.complete" ? "devPlans.admin.complete" : "devPlans.admin.cancel")}
        cancelLabel={t("app.cancel")}
        destructive={open === "plan.cancel"}
        isPending={run.isPending}
        pendingLabel={t("app.saving")}
        onConfirm={() => open && run.mutate(open)}
      />
    </div>
  );
}

export function PlanAdminLayout({ planId }: { planId: number }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const query = useQuery(planQuery(planId));
  const pathname = useRouterState({ select: (r) => r.location.pathname });
  const section = SECTIONS.find((x) => pathname.includes(`/${planId}/${x}`)) ?? "settings";
  const href = (x: (typeof SECTIONS)[number]) =>
    x === "settings" ? paths.adminSettings(planId) : x === "management" ? paths.adminManagement(planId) : `${paths.adminPlan(planId)}/analytics`;
  return (
    <div className={p.page}>
      <QueryState query={query}>
        {() => {
          const plan = query.data as Plan;
          return (
            <>
              <header className={p.pageHeader}>
                <div>
                  <Breadcrumbs
                    label={t("nav.breadcrumbs")}
                    items={[{ label: t("nav.devPlansAdmin"), href: paths.adminPlans }, { label: plan.name, href: paths.adminPlan(plan.id) }, { label: t(`devPlans.admin.section.${section}`) }]}
                  />
                  <h1 className={p.pageTitle}>{plan.name}</h1>
                  <div className={s.meta}>
                    <StageBadge stage={plan.stage_id} status={plan.status_id} />
                    {plan.appointment_type_id && <span>{t(appointmentLabel(plan.appointment_type_id))}</span>}
                    {plan.start_date && (
                      <span>
                        <DateText value={plan.start_date} /> – <DateText value={plan.end_date} />
                      </span>
                    )}
                    <span>{t("devPlans.admin.membersCount", { count: plan.members_count })}</span>
                    <ReplayLink streamType="devPlan" streamId={plan.id} />
                  </div>
                </div>
                <Lifecycle plan={plan} />
              </header>
              <Tabs selectedKey={section} onSelectionChange={(k) => void navigate({ href: href(k as (typeof SECTIONS)[number]) })}>
                <TabList aria-label={t("devPlans.admin.sections")}>
                  {SECTIONS.map((x) => (
                    <Tab key={x} id={x}>
                      {t(`devPlans.admin.section.${x}`)}
                    </Tab>
                  ))}
                </TabList>
                {SECTIONS.map((x) => (
                  <TabPanel key={x} id={x} className={s.panel}>
                    <Outlet />
                  </TabPanel>
                ))}
              </Tabs>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
