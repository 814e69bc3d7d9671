// A smart form rendered from its schema (GET smartForm) in create, read, edit, profile or filter mode: values
// start as the server sends them (dates normalised, defaults selected), every validator rule of spec 001 §5 runs
// before sending in the user's language, and the server's verdict lands on the same fields. Filter mode hands
// its values to `onFilter` instead of saving.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { fieldErrorsOf } from "../../../services/client/errors";
import { validateForm } from "../../../services/validation";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useServerText } from "../catalogue/ItemDialog";
import { useT } from "../lists/useT";
import { type FormRequest, saveSmartForm, type SmartForm } from "./api";
import { formsKeys, smartFormQuery } from "./queries";
import * as s from "./forms.css";
import { initialValues, savePayload, type Values } from "./model";
import { SmartFormFields } from "./SmartFormFields";

export interface SmartFormViewProps extends FormRequest {
  /** Filter mode: the chosen values (at least one field filled). */
  onFilter?: (values: Values) => void;
  onSaved?: () => void;
  /** An accessible name for the form. */
  label?: string;
}

/** The editable body of a loaded form; `SmartFormView` loads it, the editor's preview passes its own. */
export function SmartFormBody({ form, onSubmit, pending, serverErrors, label, submitLabel, requireChange = true }: {
  form: SmartForm;
  onSubmit?: (values: Values, changed: string[]) => void;
  pending?: boolean;
  serverErrors?: Record<string, string>;
  label?: string;
  submitLabel?: string;
  /** Saving an existing record waits for a change (the preview checks any time). */
  requireChange?: boolean;
}) {
  const t = useT();
  const lang = useLocale();
  const start = useMemo(() => initialValues(form), [form]);
  const [values, setValues] = useState<Values>(start);
  const [changed, setChanged] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [filterEmpty, setFilterEmpty] = useState(false);
  useEffect(() => {
    setValues(start);
    setChanged([]);
  }, [start]);
  const schemas = form.fields.map((f) => f.schema);
  const errors = form.operation_name === "read" ? {} : validateForm(schemas, values, lang);
  const shown: Record<string, string | undefined> = {};
  for (const f of schemas) shown[f.name] = (tried ? errors[f.name] : undefined) ?? (changed.includes(f.name) ? undefined : serverErrors?.[f.name]);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (Object.keys(errors).length) return;
    if (form.operation_name === "filter") {
      const filled = Object.values(values).some((v) => v !== null && v !== "" && !(Array.isArray(v) && v.every((x) => x === null || x === "")));
      setFilterEmpty(!filled);
      if (!filled) return;
    }
    onSubmit?.(values, changed);
  };
  if (!form.fields.length) return <EmptyState title={t("forms.empty.title")} description={t("forms.empty.lead")} headingLevel={3} />;
  return (
    <form onSubmit={submit} noValidate aria-label={label ?? form.display_name} className={s.stack}>
      <SmartFormFields
        form={form}
        values={values}
        errors={shown}
        onChange={(name, v) => {
          setValues((old) => ({ ...old, [name]: v }));
          setChanged((c) => (c.includes(name) ? c : [...c, name]));
          setFilterEmpty(false);
        }}
      />
      {filterEmpty && <p className={s.error} role="alert">{t("forms.filter.needOne")}</p>}
      {form.operation_name !== "read" && onSubmit && (
        <div className={s.actions}>
          <Button type="submit" isPending={pending} pendingLabel={t("app.saving")} isDisabled={requireChange && form.operation_name !== "filter" && form.operation_name !== "create" && !changed.length}>
            {submitLabel ?? (form.operation_name === "filter" ? t("forms.filter.apply") : t("app.save"))}
          </Button>
        </div>
      )}
    </form>
  );
}

export function SmartFormView({ onFilter, onSaved, label, ...request }: SmartFormViewProps) {
  const t = useT();
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const form = useQuery(smartFormQuery(request, locale));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // One's own profile always edits an existing record (the server takes the session's user).
  const editing = Boolean(request.objectId) || request.mode === "profile";
  const save = useMutation({
    mutationFn: ({ values, changed }: { values: Values; changed: string[] }) => saveSmartForm(savePayload(form.data!, values, changed)),
    meta: editing
      ? { errorMessage: "common.updateFail", successMessage: "common.updateSuccess" }
      : { errorMessage: "common.createFail", successMessage: "common.createSuccess" },
    onSuccess: () => {
      setServerErrors({});
      void queryClient.invalidateQueries({ queryKey: formsKeys.smartFormsOf(request.entityId) });
      onSaved?.();
    },
    onError: (e) => {
      const byIndex = fieldErrorsOf(e);
      const names = form.data?.fields.filter((f) => !f.schema.disabled && !f.schema.readonly).map((f) => f.schema.name) ?? [];
      const out: Record<string, string> = {};
      for (const [path, messages] of Object.entries(byIndex)) {
        const [, key] = path.split(".");
        const name = key !== undefined && /^\d+$/.test(key) ? names[Number(key)] : key;
        if (name) out[name] = serverText(messages[0]);
      }
      setServerErrors(out);
    },
  });
  if (form.isPending) return <Spinner label={t("lists.loading")} />;
  if (form.isError)
    return <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void form.refetch()} isRetrying={form.isFetching} headingLevel={3} />;
  return (
    <SmartFormBody
      form={form.data}
      label={label}
      pending={save.isPending}
      serverErrors={serverErrors}
      onSubmit={request.mode === "filter" ? (v) => onFilter?.(v) : request.mode === "read" ? undefined : (values, changed) => save.mutate({ values, changed })}
    />
  );
}
