// ui's FormDialog with the app's own words for Cancel, Close and the pending spinner in the current language,
// so a feature dialog passes only its title, submit label and behaviour (ui never imports react-intl).
import { useIntl } from "react-intl";
import { FormDialog, type FormDialogProps } from "../../ui/components/FormDialog";

export type AppFormDialogProps = Omit<FormDialogProps, "cancelLabel" | "closeLabel" | "pendingLabel">;

export function AppFormDialog(props: AppFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return <FormDialog cancelLabel={t("app.cancel")} closeLabel={t("app.close")} pendingLabel={t("app.saving")} {...props} />;
}
