// What every part of the builder needs: the translations, the form's kind and the field errors by path.
import { createContext, useContext } from "react";
import { useIntl } from "react-intl";
import type { FormBuilderError, FormKind } from "../../../services/formBuilder";

type Values = Record<string, string | number>;

export function useT() {
  const intl = useIntl();
  return (id: string, values?: Values) => intl.formatMessage({ id }, values) as string;
}

export interface BuilderContextValue {
  kind: FormKind;
  /** errors by path (`elements.2.title`), shown beside their fields */
  errors: Map<string, FormBuilderError>;
}
export const BuilderContext = createContext<BuilderContextValue>({ kind: "form", errors: new Map() });

/** The translated error of a path, if any: `errorOf("elements.2.title")`. */
export function useErrorOf() {
  const t = useT();
  const { errors } = useContext(BuilderContext);
  return (path: string): string | undefined => {
    const e = errors.get(path);
    return e ? t(e.message, e.values) : undefined;
  };
}

/** Props of a react-aria field for a path: invalid with its message (react-aria ties it with aria-describedby). */
export function useFieldError() {
  const errorOf = useErrorOf();
  return (path: string) => {
    const message = errorOf(path);
    return message ? { isInvalid: true, errorMessage: message } : {};
  };
}
