// Naming a new folder or renaming an item: the name is checked like the server does (not empty, at most 255
// characters, no path separators); the server's own refusal (Invalid with a catalogue id) shows under the field.
import { type FormEvent, type ReactNode, useState } from "react";
import { fieldErrorsOf } from "../../../../services/client/errors";
import { NAME_MAX } from "../../../../services/contract/library";
import { nameProblem } from "./display";
import { Button } from "../../../../ui/components/Button";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { TextField } from "../../../../ui/components/TextField";
import { useT } from "../../lists/useT";

interface Props {
  readonly title: string;
  readonly submitLabel: string;
  readonly initial?: string;
  readonly onClose: () => void;
  /** Resolves when saved; rejects with the server's error (its field message is shown). */
  readonly onSubmit: (name: string) => Promise<unknown>;
  /** false while what the dialog edits still loads (Save waits) */
  readonly isReady?: boolean;
  /** shown above the field: the stale-version notice of a rename */
  readonly notice?: ReactNode;
}

export function NameDialog({ title, submitLabel, initial = "", onClose, onSubmit, isReady = true, notice }: Props) {
  const t = useT();
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const problem = nameProblem(name);
  const error = (tried && problem) || server;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (problem || pending || !isReady) return;
    setPending(true);
    onSubmit(name.trim())
      .then(onClose)
      .catch((err) => setServer(fieldErrorsOf(err).display_name?.[0] ?? null))
      .finally(() => setPending(false));
  };
  return (
    <Modal isOpen size="sm" onOpenChange={(o) => !o && !pending && onClose()} isDismissable={!pending}>
      <Dialog
        title={title}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              {t("app.cancel")}
            </Button>
            <Button onPress={() => submit()} isPending={pending} isDisabled={!isReady} pendingLabel={t("app.saving")}>
              {submitLabel}
            </Button>
          </>
        }
      >
        {notice}
        <form onSubmit={submit} noValidate>
          <TextField
            label={t("library.field.name")}
            value={name}
            onChange={(v) => {
              setName(v);
              setServer(null);
            }}
            autoFocus
            isRequired
            maxLength={NAME_MAX + 10}
            isInvalid={Boolean(error)}
            errorMessage={error ? t(error) : undefined}
          />
        </form>
      </Dialog>
    </Modal>
  );
}
