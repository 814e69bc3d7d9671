// The frame of one settings step: its title and lead, the form, and the wizard's footer (back, and the primary
// action: save and continue, or launch on the last step).
import { createContext, type FormEvent, type ReactNode, useContext } from "react";
import { Button } from "../../../../../ui/components/Button";
import { Card } from "../../../../../ui/components/Card";
import type { Plan } from "../../api";
import { useT } from "../../common";
import * as s from "../../devPlans.css";
import * as w from "./wizard.css";

/** What the wizard gives every step. */
export interface StepProps {
  readonly plan: Plan;
  /** Settings are frozen after launch (members excepted): the step shows its values read-only. */
  readonly frozen: boolean;
  /** The step is done: the fresh plan (when it saved) carries the server's verdict on every step; false when the wizard cannot move on. */
  readonly onDone: (plan?: Plan) => boolean;
  readonly onBack?: () => void;
  /** The wizard machine allows launching (every step valid). */
  readonly canLaunch?: boolean;
  /** The plan was launched: the wizard ends. */
  readonly onLaunched?: () => void;
  /** Opens another step (the summary links to the steps that block the launch). */
  readonly onOpenStep?: (step: string) => void;
}

/**
 * Whether the plan's settings are frozen (launched): a frozen step has nothing to save, so its primary button says
 * "Next step" and looks secondary instead of offering a save that would not happen.
 */
export const FrozenSettings = createContext(false);

export interface StepFrameProps {
  readonly step: string;
  readonly onBack?: () => void;
  readonly onSubmit: () => void;
  readonly submitLabel?: string;
  /** No primary action (a launched plan's summary). */
  readonly hideSubmit?: boolean;
  readonly isPending?: boolean;
  readonly isDisabled?: boolean;
  /** A problem that keeps the step from being done, shown above the footer. */
  readonly error?: string | null;
  /** The step still saves after launch (members can still be added). */
  readonly editableWhenFrozen?: boolean;
  readonly children: ReactNode;
}

export function StepFrame({ step, onBack, onSubmit, submitLabel, hideSubmit, isPending, isDisabled, error, editableWhenFrozen, children }: StepFrameProps) {
  const t = useT();
  const readOnly = useContext(FrozenSettings) && !editableWhenFrozen;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Card title={t(`devPlans.step.${step}`)} titleLevel={2} description={t(`devPlans.step.${step}.lead`)}>
      <form onSubmit={submit} noValidate className={s.stackLg} aria-label={t(`devPlans.step.${step}`)} data-readonly={readOnly || undefined}>
        {children}
        {error && (
          <p className={s.error} role="alert">
            {error}
          </p>
        )}
        <div className={w.footer}>
          {onBack ? (
            <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
              {t("devPlans.wizard.back")}
            </Button>
          ) : (
            <span />
          )}
          {!hideSubmit && (
            <Button type="submit" variant={readOnly ? "secondary" : "primary"} isPending={isPending} isDisabled={isDisabled} pendingLabel={t("app.saving")}>
              {readOnly ? t("devPlans.wizard.nextReadOnly") : (submitLabel ?? t("devPlans.wizard.next"))}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
