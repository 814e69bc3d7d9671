// Interim or final grade: a score (0–100 %) per goal with its weight in the grade (the goal's weight by
// default), weights totalling 100 % (spec 001 §9), the weighted result, and an optional comment.
import { useId, useState } from "react";
import { AppFormDialog } from "../../../app/AppFormDialog";
import { weightedResult } from "../../../../machines/devPlanRoleModel";
import { TextField } from "../../../../ui/components/TextField";
import type { ScoreIn, Task } from "../api";
import { useT } from "../common";
import * as s from "../devPlans.css";
import * as w from "./plan.css";
import { parseNumber, WeightTotal, weightsOk } from "./WeightTotal";

export interface GradeDialogProps {
  readonly task: Task;
  readonly kind: "middle" | "final";
  readonly isPending: boolean;
  readonly onClose: () => void;
  readonly onSubmit: (scores: ScoreIn[], comment?: string) => void;
}

type Row = { goal_id: number; title: string; score: string; weight: string };
const inRange = (n: number) => Number.isFinite(n) && n >= 0 && n <= 100;

export function GradeDialog({ task, kind, isPending, onClose, onSubmit }: GradeDialogProps) {
  const t = useT();
  const [rows, setRows] = useState<Row[]>(() => task.goals.map((g) => ({ goal_id: g.id, title: g.title, score: "", weight: String(g.weight) })));
  const [comment, setComment] = useState("");
  const [tried, setTried] = useState(false);
  const set = (i: number, patch: Partial<Row>) => setRows((r) => r.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const weights = rows.map((r) => parseNumber(r.weight));
  const scores = rows.map((r) => parseNumber(r.score));
  const fieldsOk = scores.every(inRange) && weights.every(inRange);
  const valid = rows.length > 0 && fieldsOk && weightsOk(weights);
  // As in the goals editor, the total's rule is said once, by the total the weight fields point to.
  const totalId = useId();
  const totalRefused = tried && fieldsOk && !weightsOk(weights);
  const payload = (): ScoreIn[] => rows.map((r, i) => ({ goal_id: r.goal_id, score: scores[i], weight: weights[i] }));
  const result = scores.every(inRange) && weights.every(inRange) ? weightedResult(payload().map((x) => ({ goalId: x.goal_id, score: x.score, weight: x.weight }))) : null;
  const submit = () => {
    setTried(true);
    if (valid) onSubmit(payload(), comment.trim() || undefined);
  };
  const title = t(kind === "final" ? "devPlans.grade.finalTitle" : "devPlans.grade.middleTitle");
  return (
    <AppFormDialog title={title} submitLabel={t(kind === "final" ? "devPlans.command.close" : "devPlans.grade.submitMiddle")} isPending={isPending} onSubmit={submit} onClose={onClose} className={s.stack} size="lg" error={tried && !fieldsOk && t("devPlans.grade.fixFields")}>
      <p className={s.muted}>{t("devPlans.grade.hint")}</p>
      <div>
        {rows.map((r, i) => (
          <div key={r.goal_id} className={w.gradeRow}>
            <span className={w.gradeGoal} id={`grade-goal-${r.goal_id}`}>
              {r.title}
            </span>
            <TextField
              label={t("devPlans.grade.score")}
              aria-describedby={`grade-goal-${r.goal_id}`}
              inputMode="decimal"
              value={r.score}
              onChange={(v) => set(i, { score: v })}
              isInvalid={tried && !inRange(scores[i])}
              errorMessage={t("devPlans.grade.scoreRange")}
            />
            <TextField
              label={t("devPlans.goal.weight")}
              aria-describedby={`grade-goal-${r.goal_id} ${totalId}`}
              inputMode="decimal"
              value={r.weight}
              onChange={(v) => set(i, { weight: v })}
              isInvalid={(tried && !inRange(weights[i])) || totalRefused}
            />
          </div>
        ))}
      </div>
      <WeightTotal weights={weights} id={totalId} refused={totalRefused} />
      {result !== null && (
        <p className={s.muted}>
          {t("devPlans.grade.result")} <span className={w.result}>{result}%</span>
        </p>
      )}
      <TextField label={t("devPlans.grade.comment")} multiline rows={3} value={comment} onChange={setComment} maxLength={5000} />
    </AppFormDialog>
  );
}
