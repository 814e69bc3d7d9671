// The builder at work where there is no track yet (the UI gallery): choose form, test or feedback, build it, save
// it (refused with the problems shown beside their fields, focus on the first one), and fill the saved form in
// the preview; a test's answers are scored with the same function as on the server. Nothing leaves the page.
import { Suspense, useRef, useState } from "react";
import { notify } from "../../app/snackbar/notify";
import { Button } from "../../../ui/components/Button";
import { Radio, RadioGroup } from "../../../ui/components/RadioGroup";
import { Spinner } from "../../../ui/components/Spinner";
import { emptyForm, type FormAnswers, type FormDefinition, type FormKind, validateAnswers, validateFormDefinition } from "../../../services/formBuilder";
import { useT } from "./context";
import FormBuilder from "./FormBuilder";
import * as s from "./formBuilder.css";
import { focusFirstError, FormView } from "./index";

export default function Playground({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const t = useT();
  const [kind, setKind] = useState<FormKind>("test");
  const [draft, setDraft] = useState<FormDefinition>(emptyForm);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<{ definition: FormDefinition; kind: FormKind } | null>(null);
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [checked, setChecked] = useState(false);
  const builderRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  // After a refused save the errors follow the edits, so a fixed field loses its message at once.
  const errors = tried ? validateFormDefinition(draft, { kind }) : [];
  const H = `h${headingLevel}` as const;
  const save = () => {
    const problems = validateFormDefinition(draft, { kind });
    setTried(true);
    if (problems.length) return focusFirstError(builderRef.current);
    setTried(false);
    setSaved({ definition: draft, kind });
    setAnswers({});
    setChecked(false);
    notify({ message: "formBuilder.playground.saved", variant: "success" });
  };
  const answerErrors = checked && saved ? validateAnswers(saved.definition, answers) : [];
  return (
    <div className={s.root}>
      <RadioGroup label={t("formBuilder.playground.kind")} orientation="horizontal" value={kind} onChange={(k) => setKind(k as FormKind)}>
        <Radio value="form">{t("formBuilder.kind.form")}</Radio>
        <Radio value="test">{t("formBuilder.kind.test")}</Radio>
        <Radio value="feedback">{t("formBuilder.kind.feedback")}</Radio>
      </RadioGroup>
      <div ref={builderRef}>
        <FormBuilder value={draft} onChange={setDraft} kind={kind} errors={errors} />
      </div>
      <div className={s.toolbar}>
        <Button onPress={save}>{t("formBuilder.playground.save")}</Button>
        {errors.length > 0 && (
          <p role="alert" className={s.error}>
            {t("formBuilder.playground.refused", { count: errors.length })}
          </p>
        )}
      </div>
      <H className={s.sectionTitle}>{t("formBuilder.playground.preview")}</H>
      {saved ? (
        <div ref={previewRef} className={s.root}>
          <Suspense fallback={<Spinner label={t("app.loading")} />}>
            <FormView
              definition={saved.definition}
              answers={answers}
              onChange={(a) => {
                setAnswers(a);
                setChecked(false);
              }}
              seed="playground"
              showResults={checked && saved.kind === "test" && answerErrors.length === 0}
              errors={answerErrors}
              headingLevel={4}
            />
          </Suspense>
          <div className={s.toolbar}>
            <Button
              variant="secondary"
              onPress={() => {
                setChecked(true);
                if (validateAnswers(saved.definition, answers).length) focusFirstError(previewRef.current);
              }}
            >
              {t(saved.kind === "test" ? "formBuilder.playground.check" : "formBuilder.playground.send")}
            </Button>
            {checked && saved.kind !== "test" && answerErrors.length === 0 && (
              <p role="status" className={s.verdict}>
                {t("formBuilder.playground.answered")}
              </p>
            )}
          </div>
        </div>
      ) : (
        <p className={s.muted}>{t("formBuilder.playground.notSaved")}</p>
      )}
    </div>
  );
}
