// The form dialog in its states: submit with an empty name (the field turns invalid and takes focus),
// a name "Sales" (pending, then a server error under the fields), any other name (pending, then closes).
import { useState } from "react";
import { Button } from "../../components/Button";
import { FormDialog } from "../../components/FormDialog";
import { TextField } from "../../components/TextField";

export function FormDialogSpecimen() {
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
      if (name.trim().toLowerCase() === "sales") setError("A group with this name already exists.");
      else close();
    }, 1200);
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        New group
      </Button>
      {open && (
        <FormDialog title="New group" submitLabel="Create" cancelLabel="Cancel" pendingLabel="Saving" isPending={pending} onSubmit={submit} onClose={close} error={error}>
          <TextField label="Name" value={name} onChange={setName} isRequired autoFocus isInvalid={tried && !name.trim()} errorMessage="Enter a name." />
          <TextField label="Description" multiline rows={3} />
        </FormDialog>
      )}
    </>
  );
}
