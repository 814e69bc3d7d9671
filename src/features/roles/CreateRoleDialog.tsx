// Creating a custom role: its names in the three languages; it starts with the everyday sections (dashboard,
// profile, learning) and is set up on the role page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AppFormDialog } from "../../app/AppFormDialog";
import { TextField } from "../../../ui/components/TextField";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { createCustomRole } from "../users/api";
import { rolesKeys } from "./queries";

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
      void queryClient.invalidateQueries({ queryKey: rolesKeys.all });
      onClose();
      onCreated(role.id);
    },
  });
  const ok = LANGS.some((l) => name[l].trim());
  const submit = () => {
    setTried(true);
    if (ok) create.mutate();
  };
  return (
    <AppFormDialog title={t("roles.create.title")} submitLabel={t("roles.create.submit")} isPending={create.isPending} onSubmit={submit} onClose={onClose} className={ls.stack}>
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
    </AppFormDialog>
  );
}
