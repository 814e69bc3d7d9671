// Creating a custom role: its names in the three languages; it starts with the everyday sections (dashboard,
// profile, learning) and is set up on the role page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { TextField } from "../../../ui/components/TextField";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { createCustomRole } from "../users/api";

const LANGS = ["ru", "en", "fr"] as const;

export function CreateRoleDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [name, setName] = useState({ ru: "", en: "", fr: "" });
  const [tried, setTried] = useState(false);
  const create = useMutation({
    mutationFn: () => {
      const fallback = name.ru.trim() || name.en.trim() || name.fr.trim();
      return createCustomRole({
        name: { ru: name.ru.trim() || fallback, en: name.en.trim() || fallback, fr: name.fr.trim() || fallback },
        routes: { dashboard: { use_route: true }, profile: { use_route: true }, learning: { use_route: true } },
        user_access: "own_units",
      });
    },
    meta: { errorMessage: "common.createFail", successMessage: "common.createSuccess" },
    onSuccess: (role) => {
      void queryClient.invalidateQueries({ queryKey: ["users", "roles"] });
      onClose();
      onCreated(role.id);
    },
  });
  const ok = LANGS.some((l) => name[l].trim());
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (ok) create.mutate();
  };
  return (
    <Modal isOpen onOpenChange={(o) => !o && !create.isPending && onClose()}>
      <Dialog
        title={t("roles.create.title")}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t("app.cancel")}
            </Button>
            <Button onPress={() => submit()} isPending={create.isPending} pendingLabel={t("app.saving")}>
              {t("roles.create.submit")}
            </Button>
          </>
        }
      >
        <form onSubmit={submit} className={ls.stack} noValidate>
          {LANGS.map((l, i) => (
            <TextField
              key={l}
              label={t(`roles.field.name.${l}`)}
              value={name[l]}
              autoFocus={i === 0}
              maxLength={200}
              onChange={(v) => setName((n) => ({ ...n, [l]: v }))}
              isInvalid={tried && !ok}
              errorMessage={t("roles.field.nameRequired")}
            />
          ))}
        </form>
      </Dialog>
    </Modal>
  );
}
