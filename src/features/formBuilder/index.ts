// The form builder's entry for other features: both components load lazily (React.lazy), so dnd-kit and the
// editors stay out of the first load; render them inside <Suspense>.
import { lazy } from "react";

export type { FormBuilderProps } from "./FormBuilder";
export type { FormViewProps, UploadRenderer } from "./FormView";
export const FormBuilder = lazy(() => import("./FormBuilder"));
export const FormView = lazy(() => import("./FormView"));

/**
 * Moves focus to the first field showing an error inside `root` (after a refused save, docs/accessibility.md):
 * an invalid react-aria field's input, or a group's message.
 */
export const focusFirstError = (root: HTMLElement | null) =>
  requestAnimationFrame(() => {
    const first = root?.querySelector<HTMLElement>("[data-invalid], [data-error-anchor]");
    const target = first?.matches("[data-error-anchor]") ? first : first?.querySelector<HTMLElement>("input, textarea, button");
    target?.focus();
  });
