// Step "preliminary survey": the questions every member answers before composing their plan (free text or a
// rating 1–5, optionally required).
import { useState } from "react";
import { Button } from "../../../../../ui/components/Button";
import { Checkbox } from "../../../../../ui/components/Checkbox";
import { CloseIcon } from "../../../../../ui/components/icons";
import { ListBoxItem } from "../../../../../ui/components/ListBox";
import { Select } from "../../../../../ui/components/Select";
import { TextField } from "../../../../../ui/components/TextField";
import { type SurveyQuestion, setSurvey } from "../../api";
import { useT } from "../../common";
import * as s from "../../devPlans.css";
import { useDevPlansWrite } from "../../queries";
import { StepFrame, type StepProps } from "./StepFrame";
import * as w from "./wizard.css";

type Q = { id: number; title: string; type: "text" | "rating"; required: boolean };

export function SurveyStep({ plan, frozen, onDone, onBack }: StepProps) {
  const t = useT();
  const [rows, setRows] = useState<Q[]>(() => plan.survey_questions.map((q) => ({ ...q })));
  const [tried, setTried] = useState(false);
  const save = useDevPlansWrite((qs: SurveyQuestion[]) => setSurvey(plan.id, qs, plan.version), { onSuccess: (p) => void onDone(p) });
  const set = (id: number, patch: Partial<Q>) => setRows((r) => r.map((q) => (q.id === id ? { ...q, ...patch } : q)));
  const add = () => setRows((r) => [...r, { id: Math.max(0, ...r.map((q) => q.id)) + 1, title: "", type: "text", required: false }]);
  const valid = rows.every((q) => q.title.trim() !== "");
  const dirty = JSON.stringify(rows) !== JSON.stringify(plan.survey_questions);
  const submit = () => {
    setTried(true);
    if (!valid) return;
    if (dirty && !frozen) save.mutate(rows.map((q) => ({ ...q, title: q.title.trim() })));
    else onDone();
  };
  const types = [
    { id: "text", name: t("devPlans.survey.type.text") },
    { id: "rating", name: t("devPlans.survey.type.rating") },
  ];
  return (
    <StepFrame step="preliminarySurvey" onBack={onBack} onSubmit={submit} isPending={save.isPending}>
      {rows.length === 0 && <p className={s.muted}>{t("devPlans.survey.noQuestions")}</p>}
      {rows.map((q, i) => (
        <fieldset key={q.id} className={w.questionRow} style={{ margin: 0 }}>
          <legend className={s.srOnly}>{t("devPlans.survey.questionNumber", { n: i + 1 })}</legend>
          <TextField label={t("devPlans.survey.question", { n: i + 1 })} value={q.title} onChange={(v) => set(q.id, { title: v })} isRequired
            maxLength={500} isReadOnly={frozen} isInvalid={tried && !q.title.trim()} errorMessage={t("devPlans.field.required")} />
          <Select label={t("devPlans.survey.answerType")} items={types} value={q.type} isDisabled={frozen}
            onChange={(k) => k !== null && set(q.id, { type: k as Q["type"] })}>
            {(x) => <ListBoxItem id={x.id}>{x.name}</ListBoxItem>}
          </Select>
          <Checkbox isSelected={q.required} onChange={(v) => set(q.id, { required: v })} isDisabled={frozen}>
            {t("devPlans.survey.required")}
          </Checkbox>
          {!frozen && (
            <Button variant="ghost" iconOnly onPress={() => setRows((r) => r.filter((x) => x.id !== q.id))}
              aria-label={t("devPlans.survey.removeQuestion", { n: i + 1 })}>
              <CloseIcon size={18} />
            </Button>
          )}
        </fieldset>
      ))}
      {!frozen && (
        <div>
          <Button variant="secondary" onPress={add} isDisabled={rows.length >= 100}>
            {t("devPlans.survey.addQuestion")}
          </Button>
        </div>
      )}
    </StepFrame>
  );
}
