// The form dialog in its states: submit with an empty name (the field turns invalid and takes focus), the name
// of a group that "exists" (gallery.formDialog.taken: pending, then a server error under the fields), any other
// name (pending, then closes).
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { FormDialog } from "../../../../ui/components/FormDialog";
import { TextField } from "../../../../ui/components/TextField";
import { useT } from "../parts";

export function FormDialogSpecimen() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setName("");
    setTried(false);
    setError(null);
  };
  const submit = () => {
    setTried(true);
    setError(null);
    if (!name.trim()) return;
    setPending(true);
    setTimeout(() => {
      setPending(false);
      if (name.trim().toLowerCase() === t("gallery.formDialog.taken").toLowerCase()) setError(t("gallery.formDialog.exists"));
      else close();
    }, 1200);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t("gallery.formDialog.title")}
      </Button>
      {open && (
        <FormDialog
          title={t("gallery.formDialog.title")}
          submitLabel={t("gallery.formDialog.create")}
          cancelLabel={t("gallery.common.cancel")}
          closeLabel={t("gallery.common.close")}
          pendingLabel={t("gallery.actions.saving")}
          isPending={pending}
          onSubmit={submit}
          onClose={close}
          error={error}
        >
          <TextField
            label={t("gallery.formDialog.name")}
            value={name}
            onChange={setName}
            isRequired
            autoFocus
            isInvalid={tried && !name.trim()}
            errorMessage={t("gallery.formDialog.nameError")}
          />
          <TextField label={t("gallery.formDialog.description")} multiline rows={3} />
        </FormDialog>
      )}
    </>
  );
}
