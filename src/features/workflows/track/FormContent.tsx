// The form of a form, test or feedback task: the form builder (lazy: dnd-kit and its editors load with the first
// such task opened). A test cannot be saved without its correct answers: the dialog checks the definition with
// the builder's own rules (validateFormDefinition) and passes the errors back to show beside their fields.
import { Suspense } from "react";
import { emptyForm, type FormBuilderError, type FormDefinition, type FormKind } from "../../../../services/formBuilder";
import { Spinner } from "../../../../ui/components/Spinner";
import { FormBuilder } from "../../formBuilder";
import { useT } from "../../lists/useT";

/** A task type's form kind (form 4, test 6, feedback 7). */
export const formKindOf = (typeId: number): FormKind => (typeId === 6 ? "test" : typeId === 7 ? "feedback" : "form");

interface Props {
  readonly typeId: number;
  readonly value: unknown;
  readonly onChange: (form: FormDefinition) => void;
  readonly errors: readonly FormBuilderError[];
}

export function FormContent({ typeId, value, onChange, errors }: Props) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t("app.loading")} />}>
      <FormBuilder value={(value as FormDefinition | null) ?? emptyForm()} onChange={onChange} kind={formKindOf(typeId)} errors={errors} label={t("workflows.content.form")} />
    </Suspense>
  );
}
