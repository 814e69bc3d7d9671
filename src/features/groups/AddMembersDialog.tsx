// Filling a static group from its own page: people are found with the person picker, several gathered in the
// dialog, and added at once (the users area's batch "add to groups" with the group as the source).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { CloseIcon } from "../../../ui/components/icons";
import { AppFormDialog } from "../../app/AppFormDialog";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { batch } from "../users/api";
import { PersonPicker, type UserHit } from "../users/PersonPicker";
import { groupsKeys } from "./queries";

export function AddMembersDialog({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<UserHit[]>([]);
  const [tried, setTried] = useState(false);
  const add = useMutation({
    mutationFn: () => batch("add_to_groups", chosen.map((u) => u.id), groupId),
    meta: { errorMessage: "common.updateFail", successMessage: "groups.add.done" },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: groupsKeys.all });
      onClose();
    },
  });
  const submit = () => {
    setTried(true);
    if (chosen.length > 0) add.mutate();
  };
  return (
    <AppFormDialog
      title={t("groups.add.title")}
      submitLabel={chosen.length ? t("groups.add.submitCount", { count: chosen.length }) : t("groups.add.submit")}
      isPending={add.isPending}
      onSubmit={submit}
      onClose={onClose}
      error={tried && chosen.length === 0 ? t("groups.add.none") : undefined}
      className={ls.stack}
    >
      <PersonPicker label={t("groups.add.pick")} exclude={new Set(chosen.map((u) => u.id))} onPick={(u) => setChosen((c) => [...c, u])} />
      {chosen.length > 0 && (
        <ul className={ls.personList} aria-label={t("groups.add.chosen")}>
          {chosen.map((u) => (
            <li key={u.id} className={ls.personChip}>
              <span>{u.full_name}</span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t("lists.person.remove", { name: u.full_name })}
                onPress={() => setChosen((c) => c.filter((x) => x.id !== u.id))}
              >
                <CloseIcon size={14} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AppFormDialog>
  );
}
