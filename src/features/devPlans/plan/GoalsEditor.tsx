// Composing the goals of a plan: every goal (name, description, weight) in one form with the running total of
// the weights. Nothing is sent until the weights total 100 % (spec 001 §9); then all goals are saved at once
// (PUT goals: new ones added, changed ones updated, dropped ones removed; the history logs each).
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Card } from "../../../../ui/components/Card";
import { CloseIcon } from "../../../../ui/components/icons";
import { TextField } from "../../../../ui/components/TextField";
import { setGoals, type Task } from "../api";
import { useT } from "../common";
import * as s from "../devPlans.css";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { useDevPlansWrite, useReloadDevPlans } from "../queries";
import * as w from "./plan.css";
import { parseNumber, WeightTotal, weightsOk } from "./WeightTotal";

type Draft = { key: string; id?: number; title: string; description: string; weight: string };
let seq = 0;
const blank = (): Draft => ({ key: `new-${++seq}`, title: "", description: "", weight: "" });

export function GoalsEditor({ task, onDone }: { task: Task; onDone: () => void }) {
  const t = useT();
  const [rows, setRows] = useState<Draft[]>(() =>
    task.goals.length ? task.goals.map((g) => ({ key: `g${g.id}`, id: g.id, title: g.title, description: g.description, weight: String(g.weight) })) : [blank()],
  );
  const [tried, setTried] = useState(false);
  const save = useDevPlansWrite((goals: Parameters<typeof setGoals>[1]) => setGoals(task.id, goals, task.version), {
    success: "devPlans.goal.saved",
    failure: "devPlans.goal.saveFail",
    onSuccess: onDone,
    staleShown: true,
  });
  // After a stale refusal, Reload shows the goals as saved now above the form and keeps the draft rows as they are.
  const refetch = useReloadDevPlans(save);
  const [reloaded, setReloaded] = useState(false);
  const reload = () => void refetch().then(() => setReloaded(true));
  const set = (key: string, patch: Partial<Draft>) => setRows((r) => r.map((x) => (x.key === key ? { ...x, ...patch } : x)));
  const weights = rows.map((r) => parseNumber(r.weight));
  const weightValid = (n: number) => Number.isFinite(n) && n > 0 && n <= 100;
  const titlesOk = rows.every((r) => r.title.trim() !== "");
  const fieldsOk = titlesOk && weights.every(weightValid);
  const totalOk = weightsOk(weights);
  const valid = rows.length > 0 && fieldsOk && totalOk;
  // The total's rule is said once, by the running total beside the weights; a refused save ties the weight
  // fields to it (invalid, described by it) rather than repeating it in a second message below the form.
  const totalId = useId();
  const totalRefused = tried && fieldsOk && !totalOk;
  const form = useRef<HTMLFormElement>(null);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (!valid) {
      // Focus the first field to mend: a weight field announces the total that describes it.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(rows.map((r, i) => ({ ...(r.id ? { id: r.id } : {}), title: r.title.trim(), description: r.description.trim(), weight: weights[i] })));
  };

  return (
    <Card title={t("devPlans.goals.editTitle")} titleLevel={2} description={t("devPlans.goals.editHint")}>
      <form ref={form} onSubmit={submit} className={s.stack} noValidate aria-label={t("devPlans.goals.editTitle")}>
        {reloaded && (
          <section aria-label={t("devPlans.goals.savedNow")} className={s.muted}>
            <h3 className={w.savedNowTitle}>{t("devPlans.goals.savedNow")}</h3>
            <ul className={w.savedNowList}>
              {task.goals.map((g) => (
                <li key={g.id}>
                  {g.title} — {g.weight}%
                </li>
              ))}
            </ul>
          </section>
        )}
        {rows.map((r, i) => (
          <fieldset key={r.key} className={w.editRow} style={{ margin: 0 }}>
            <legend className={s.srOnly}>
              {t("devPlans.goal.number", { n: i + 1 })}
            </legend>
            <TextField
              label={t("devPlans.goal.title")}
              value={r.title}
              onChange={(v) => set(r.key, { title: v })}
              isRequired
              maxLength={500}
              isInvalid={tried && r.title.trim() === ""}
              errorMessage={t("devPlans.field.required")}
            />
            <TextField label={t("devPlans.goal.description")} value={r.description} onChange={(v) => set(r.key, { description: v })} maxLength={5000} />
            <TextField
              label={t("devPlans.goal.weightPercent")}
              inputMode="decimal"
              value={r.weight}
              onChange={(v) => set(r.key, { weight: v })}
              isRequired
              isInvalid={(tried && !weightValid(weights[i])) || totalRefused}
              errorMessage={tried && !weightValid(weights[i]) ? t("devPlans.goal.weightRange") : undefined}
              aria-describedby={totalId}
            />
            <div className={w.removeCell}>
              <Button
                variant="ghost"
                iconOnly
                aria-label={t("devPlans.goal.removeNamed", { name: r.title || t("devPlans.goal.number", { n: i + 1 }) })}
                onPress={() => setRows((x) => x.filter((y) => y.key !== r.key))}
                isDisabled={rows.length === 1}
              >
                <CloseIcon size={18} />
              </Button>
            </div>
          </fieldset>
        ))}
        <div className={s.rowBetween}>
          <Button variant="secondary" onPress={() => setRows((x) => [...x, blank()])} isDisabled={rows.length >= 100}>
            {t("devPlans.goal.add")}
          </Button>
          <WeightTotal weights={weights} id={totalId} refused={totalRefused} />
        </div>
        {tried && !fieldsOk && (
          <p className={s.error} role="alert">
            {t("devPlans.goals.fixFields")}
          </p>
        )}
        <StaleNotice error={save.error} onReload={reload} keepsDraft />
        <div className={s.actions} style={{ justifyContent: "flex-end" }}>
          <Button variant="secondary" onPress={onDone} isDisabled={save.isPending}>
            {t("app.cancel")}
          </Button>
          <Button type="submit" isPending={save.isPending} pendingLabel={t("app.saving")}>
            {t("devPlans.goals.save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
