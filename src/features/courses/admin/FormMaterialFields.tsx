// A test or feedback material's form, made with the form builder the tracks use (lazy: dnd-kit and its editors load
// when the administrator picks one of these kinds), and a test's pass threshold and attempts. Library files cannot
// be picked here (`canPickFiles` off): a course form has questions, text, links to images and videos, dividers.
import { Suspense } from "react";
import { COURSE_TEST_LIMITS } from "../../../../services/contract/courses";
import { emptyForm, type FormBuilderError, type FormDefinition } from "../../../../services/formBuilder";
import { Spinner } from "../../../../ui/components/Spinner";
import { TextField } from "../../../../ui/components/TextField";
import { FormBuilder } from "../../formBuilder";
import * as s from "../courses.css";
import { useT } from "../useT";

export interface FormSettings {
  readonly definition: FormDefinition;
  readonly passPercent: string;
  readonly attempts: string;
  readonly errors: readonly FormBuilderError[];
}
export const newFormSettings = (): FormSettings => ({ definition: emptyForm(), passPercent: "80", attempts: "", errors: [] });

export function FormMaterialFields({ kind, value, onChange }: { kind: "test" | "feedback"; value: FormSettings; onChange: (v: FormSettings) => void }) {
  const t = useT();
  const { passPercent: pp, attempts: at } = COURSE_TEST_LIMITS;
  return (
    <div className={s.form}>
      {kind === "test" && (
        <div className={s.grid2}>
          <TextField label={t("courses.form.passPercent")} description={t("courses.form.passPercentHelp")} inputMode="numeric" isRequired
            value={value.passPercent} onChange={(v) => onChange({ ...value, passPercent: v.replace(/\D/g, "").slice(0, 3) })}
            isInvalid={value.passPercent !== "" && (Number(value.passPercent) < pp.min || Number(value.passPercent) > pp.max)}
            errorMessage={t("courses.form.between", { min: pp.min, max: pp.max })} />
          <TextField label={t("courses.form.attempts")} description={t("courses.form.attemptsHelp")} inputMode="numeric"
            value={value.attempts} onChange={(v) => onChange({ ...value, attempts: v.replace(/\D/g, "").slice(0, 3) })}
            isInvalid={value.attempts !== "" && (Number(value.attempts) < at.min || Number(value.attempts) > at.max)}
            errorMessage={t("courses.form.between", { min: at.min, max: at.max })} />
        </div>
      )}
      <Suspense fallback={<Spinner label={t("courses.loading")} />}>
        <FormBuilder value={value.definition} onChange={(definition) => onChange({ ...value, definition })} kind={kind} errors={value.errors}
          label={t(`courses.form.builder.${kind}`)} />
      </Suspense>
    </div>
  );
}
