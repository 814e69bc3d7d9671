// management/development-plan/{id}/settings/{step}: the plan's settings as a wizard over the generic `wizard`
// machine (machines/wizard.ts). A step is left forward only when the server holds it valid (the plan's `steps`
// flags, re-checked on every save); the URL follows the machine's step and a link to a step not yet reachable
// lands on the current one; the last step launches, and only once every step is valid.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { SETTINGS_STEPS, type SettingsStep } from "../../../../../machines/devPlan";
import { wizardMachine } from "../../../../../machines/wizard";
import { CheckIcon } from "../../../../../ui/components/icons";
import { notify } from "../../../../app/snackbar/notify";
import type { Plan } from "../../api";
import { QueryState, useT } from "../../common";
import { usePaths } from "../../paths";
import { planQuery } from "../../queries";
import { DescriptionStep } from "./DescriptionStep";
import { GeneralStep } from "./GeneralStep";
import { MembersStep } from "./MembersStep";
import { ProhibitionStep } from "./ProhibitionStep";
import { RoleModelStep } from "./RoleModelStep";
import { FrozenSettings, type StepProps } from "./StepFrame";
import { SummaryStep } from "./SummaryStep";
import { SurveyStep } from "./SurveyStep";
import * as w from "./wizard.css";

/** URL segments of the steps (spec 000 §2 names; `lauch` is the spec's spelling of the launch step). */
export const STEP_SLUGS: Record<SettingsStep, string> = {
  description: "description",
  general: "general",
  members: "members",
  prohibition: "prohibition",
  preliminarySurvey: "preliminary-survey",
  roleModel: "role-model",
  summary: "summary",
};
const ALIASES: Record<string, SettingsStep> = { lauch: "summary", launch: "summary", users: "members", groups: "members" };
const stepOf = (slug: string | undefined): SettingsStep | undefined =>
  slug ? (ALIASES[slug] ?? (Object.entries(STEP_SLUGS).find(([, v]) => v === slug)?.[0] as SettingsStep | undefined)) : undefined;

const VIEWS: Record<SettingsStep, (p: StepProps) => React.ReactNode> = {
  description: DescriptionStep,
  general: GeneralStep,
  members: MembersStep,
  prohibition: ProhibitionStep,
  preliminarySurvey: SurveyStep,
  roleModel: RoleModelStep,
  summary: SummaryStep,
};

function Wizard({ plan, slug }: { plan: Plan; slug: string | undefined }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const [snap, send, actor] = useMachine(wizardMachine, { input: { steps: SETTINGS_STEPS, valid: plan.steps } });
  const current = snap.context.steps[snap.context.index] as SettingsStep;
  const go = (step: string) => void navigate({ href: paths.adminSettings(plan.id, STEP_SLUGS[step as SettingsStep]), replace: true });

  // The server's verdict on every step after each save.
  const sync = (p: Plan) => {
    for (const step of SETTINGS_STEPS)
      if (actor.getSnapshot().context.valid[step] !== p.steps[step]) send({ type: "wizard.setValid", step, valid: p.steps[step] });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the server's plan changes, `sync` is stable in effect
  useEffect(() => sync(plan), [plan]);

  // The URL asks for a step: go there if the machine allows it, else show the machine's step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the address only; the machine is read, not watched
  useEffect(() => {
    const wanted = stepOf(slug) ?? current;
    if (wanted !== current) {
      const event = { type: "wizard.goTo" as const, step: wanted };
      if (actor.getSnapshot().can(event)) send(event);
    }
    const now = actor.getSnapshot().context;
    const at = now.steps[now.index];
    if (STEP_SLUGS[at as SettingsStep] !== slug) go(at);
  }, [slug]);

  const move = (event: { type: "wizard.next" } | { type: "wizard.back" } | { type: "wizard.goTo"; step: string }) => {
    if (!actor.getSnapshot().can(event)) return false;
    send(event);
    const now = actor.getSnapshot().context;
    go(now.steps[now.index]);
    return true;
  };
  const View = VIEWS[current];
  return (
    <div className={w.layout}>
      <nav aria-label={t("devPlans.wizard.steps")}>
        <ol className={w.steps}>
          {SETTINGS_STEPS.map((step, i) => {
            const done = snap.context.valid[step];
            const here = step === current;
            const reachable = here || snap.can({ type: "wizard.goTo", step });
            return (
              <li key={step}>
                <button type="button" className={w.stepButton} aria-current={here ? "step" : undefined} disabled={!reachable}
                  onClick={() => move({ type: "wizard.goTo", step })}>
                  <span className={`${w.bullet} ${done ? w.bulletDone : ""}`} aria-hidden="true">
                    {done ? <CheckIcon size={14} /> : i + 1}
                  </span>
                  <span>
                    {t(`devPlans.step.${step}`)}
                    <span className={w.srOnly}>{done ? ` — ${t("devPlans.wizard.stepDone")}` : ""}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className={w.main}>
        {plan.stage_id !== 1 && (
          <p className={w.note} role="note">
            {t("devPlans.errors.settingsFrozen")}
          </p>
        )}
        <FrozenSettings.Provider value={plan.stage_id !== 1}>
          <View
            key={current}
            plan={plan}
            frozen={plan.stage_id !== 1}
            onBack={snap.context.index > 0 ? () => move({ type: "wizard.back" }) : undefined}
            canLaunch={snap.can({ type: "wizard.launch" })}
            onLaunched={() => {
              send({ type: "wizard.launch" });
              void navigate({ href: paths.adminManagement(plan.id) });
            }}
            onOpenStep={(step) => move({ type: "wizard.goTo", step })}
            onDone={(fresh) => {
              if (fresh) sync(fresh);
              const moved = move({ type: "wizard.next" });
              if (!moved && fresh) notify({ message: "devPlans.wizard.notValid", variant: "warning" });
              return moved;
            }}
          />
        </FrozenSettings.Provider>
      </div>
    </div>
  );
}

export function SettingsWizard({ planId, step }: { planId: number; step: string | undefined }) {
  const query = useQuery(planQuery(planId));
  return <QueryState query={query}>{() => <Wizard plan={query.data as Plan} slug={step} />}</QueryState>;
}
