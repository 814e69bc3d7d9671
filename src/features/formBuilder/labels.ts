// How an element is named to people: its type, and its title or its position.
import { type FormElement, elementTypeName, questionTypeName } from "../../../services/formBuilder";

type T = (id: string, values?: Record<string, string | number>) => string;

export const elementTypeLabel = (t: T, e: FormElement) =>
  e.element === 1 ? t(`formBuilder.question.${questionTypeName[e.field]}`) : t(`formBuilder.element.${elementTypeName[e.element]}`);

/** "Single choice “Capital of France?”", or "Divider 3" when it has no text yet. */
export const elementLabel = (t: T, e: FormElement, index: number) => {
  const text = "title" in e && e.title.trim() ? e.title.trim() : "name" in e && e.name.trim() ? e.name.trim() : "";
  return text ? t("formBuilder.named", { type: elementTypeLabel(t, e), text }) : t("formBuilder.numbered", { type: elementTypeLabel(t, e), n: index + 1 });
};
