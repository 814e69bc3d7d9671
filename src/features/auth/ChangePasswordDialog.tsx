// Change password (toolbar → account menu): current, new and repeated password. Simple mistakes are caught
// here; the client's policy and history are checked by the server and shown under the field they concern.
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { TextField } from "../../../ui/components/TextField";
import { changePassword } from "../../../services/client/auth";
import { fieldErrorsOf, isSilent, messageIdOf } from "../../../services/client/errors";
import { notify } from "../../app/snackbar/notify";
import { Alert } from "./Alert";
import * as s from "./auth.css";
import { FieldMessages } from "./FieldMessages";
import { hasErrors, validateNewPassword } from "./validation";

type Errors = { old?: string[]; next?: string[]; confirm?: string[] };

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

function ChangePasswordForm({ close }: { close: () => void }) {
  const intl = useIntl();
  const [old, setOld] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const wrap = (id?: string) => (id ? [id] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(next, confirm, old);
    setErrors({ old: wrap(found.old), next: wrap(found.next), confirm: wrap(found.confirm) });
    if (hasErrors(found)) return;
    setPending(true);
    try {
      await changePassword(old, next);
      notify({ message: "auth.password.change.success", variant: "success" });
      close();
    } catch (error) {
      setPending(false);
      if (isSilent(error)) return;
      const fields = fieldErrorsOf(error);
      const mapped: Errors = { old: fields.old_password, next: fields.new_password };
      setErrors(mapped);
      if (!mapped.old && !mapped.next) setFailure(messageIdOf(error, "auth.password.updateFailed", (id) => !!intl.messages[id]));
    }
  };

  const field = (label: string, value: string, set: (v: string) => void, errs: string[] | undefined, autoComplete: string, autoFocus = false) => (
    <TextField
      label={t(label)}
      type="password"
      value={value}
      onChange={set}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      isInvalid={!!errs?.length}
      errorMessage={<FieldMessages ids={errs} />}
      isDisabled={pending}
      showPasswordLabel={t("auth.login.showPassword")}
      hidePasswordLabel={t("auth.login.hidePassword")}
    />
  );

  return (
    <form className={s.form} onSubmit={submit} noValidate id="change-password-form">
      {failure && <Alert>{t(failure)}</Alert>}
      {field("auth.password.change.old", old, setOld, errors.old, "current-password", true)}
      {field("auth.password.change.new", next, setNext, errors.next, "new-password")}
      {field("auth.password.change.confirm", confirm, setConfirm, errors.confirm, "new-password")}
      <p className={s.hint}>{t("auth.login.passwordRules")}</p>
      <div className={s.dialogActions}>
        <Button variant="secondary" onPress={close} isDisabled={pending}>
          {t("app.cancel")}
        </Button>
        <Button type="submit" isPending={pending} pendingLabel={t("app.saving")}>
          {t("auth.password.change.submit")}
        </Button>
      </div>
    </form>
  );
}

export function ChangePasswordDialog({ isOpen, onOpenChange }: Props) {
  const intl = useIntl();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title={intl.formatMessage({ id: "auth.password.change.title" })} closeLabel={intl.formatMessage({ id: "app.close" })}>
        <ChangePasswordForm close={() => onOpenChange(false)} />
      </Dialog>
    </Modal>
  );
}
