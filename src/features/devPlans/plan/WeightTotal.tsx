// The running total of weights (goals, or the weights of a grade) and the rule it must meet: 100% (spec 001 §9).
import { totals100 } from "../../../../machines/devPlanRoleModel";
import { AlertCircleIcon, CheckCircleIcon } from "../../../../ui/components/icons";
import { cx } from "../../../../ui/components/cx";
import { useT } from "../common";
import * as w from "./plan.css";

/** A number typed in a field: "" and junk are NaN; a comma works as the decimal point. */
export const parseNumber = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));
export const sumWeights = (weights: readonly number[]) => Math.round(weights.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0) * 100) / 100;
export const weightsOk = (weights: readonly number[]) => totals100(weights.map((weight) => ({ weight })));

/**
 * The one place the total's rule is said. `id` lets the weight fields point to it (aria-describedby); `refused`
 * marks it as the reason a save was refused.
 */
export function WeightTotal({ weights, id, refused }: { weights: readonly number[]; id?: string; refused?: boolean }) {
  const t = useT();
  const ok = weightsOk(weights);
  const total = sumWeights(weights);
  const blank = weights.some((w) => !Number.isFinite(w));
  return (
    <div id={id} className={ok ? w.totalOk : cx(w.totalBad, refused && w.totalRefused)} role="status" aria-live="polite">
      {ok ? <CheckCircleIcon size={16} /> : <AlertCircleIcon size={16} />}
      <span className={w.totalValue}>{t("devPlans.weights.total", { total })}</span>
      <span>{ok ? t("devPlans.weights.ok") : blank ? t("devPlans.weights.fillAll") : t("devPlans.weights.mustTotal")}</span>
    </div>
  );
}
