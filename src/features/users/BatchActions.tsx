// Batch actions on the selected users (batchEntitiesProfileProcessing): activate, block, add to a group. The
// answer lists the processed ids and the refused ones with a reason; the snackbar says how many of each.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../ui/components/Button";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import { ListBoxItem } from "../../../ui/components/ListBox";
import { Menu, MenuItem, MenuTrigger } from "../../../ui/components/Menu";
import { Select } from "../../../ui/components/Select";
import { notify } from "../../app/snackbar/notify";
import { useT } from "../lists/useT";
import { type BatchOperation, batch } from "./api";
import { groupsQuery } from "../groups/queries";

export function BatchActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const run = useMutation({
    mutationFn: (v: { op: BatchOperation; group?: number }) => batch(v.op, ids, v.group),
    meta: { errorMessage: "common.updateFail" },
    onSuccess: (res) => {
      notify({
        message: res.refused.length ? "users.batch.partly" : "users.batch.done",
        values: { processed: res.processed.length, refused: res.refused.length },
        variant: res.refused.length ? "warning" : "success",
      });
      setPicking(false);
      onDone();
    },
  });
  return (
    <>
      <MenuTrigger>
        <Button variant="secondary" size="sm" isPending={run.isPending}>
          {t("users.batch.open", { count: ids.length })}
        </Button>
        <Menu
          placement="bottom start"
          onAction={(key) => {
            if (key === "add") setPicking(true);
            else run.mutate({ op: key as BatchOperation });
          }}
        >
          <MenuItem id="activate">{t("users.action.activate")}</MenuItem>
          <MenuItem id="block">{t("users.action.block")}</MenuItem>
          <MenuItem id="add">{t("users.batch.addToGroup")}</MenuItem>
        </Menu>
      </MenuTrigger>
      {picking && <GroupPicker pending={run.isPending} onClose={() => setPicking(false)} onPick={(group) => run.mutate({ op: "add_to_groups", group })} />}
    </>
  );
}

function GroupPicker({ pending, onClose, onPick }: { pending: boolean; onClose: () => void; onPick: (group: number) => void }) {
  const t = useT();
  const groups = useQuery(groupsQuery());
  const [group, setGroup] = useState<number | null>(null);
  const statics = (groups.data ?? []).filter((g) => g.type === "static");
  return (
    <Modal isOpen onOpenChange={(o) => !o && onClose()} size="sm">
      <Dialog
        title={t("users.batch.addToGroup")}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t("app.cancel")}
            </Button>
            <Button isDisabled={group === null} isPending={pending} onPress={() => group !== null && onPick(group)}>
              {t("users.batch.add")}
            </Button>
          </>
        }
      >
        <Select label={t("users.batch.group")} selectedKey={group} onSelectionChange={(k) => setGroup(Number(k))}>
          {statics.map((g) => (
            <ListBoxItem key={g.id} id={g.id} textValue={g.name}>
              {g.name}
            </ListBoxItem>
          ))}
        </Select>
      </Dialog>
    </Modal>
  );
}
