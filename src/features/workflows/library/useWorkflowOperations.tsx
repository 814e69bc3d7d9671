// What each operation of the workflow library does: open and access navigate; export downloads the track's file;
// rename, move, copy and removal go through their dialogs (removal asks first: it cannot be undone). Every write
// ends with the catalogue's snackbar and a refetch of the area.
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { isSilent } from "../../../../services/client/errors";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { notify } from "../../../app/snackbar/notify";
import { useT } from "../../lists/useT";
import * as api from "../api";
import { useWorkflowPaths } from "../paths";
import { useWorkflowsWrite } from "../queries";
import type { Operation } from "./operations";
import { PickFolderDialog } from "./PickFolderDialog";
import { RenameFolderDialog } from "./RenameFolderDialog";

export interface Target {
  readonly id: number;
  readonly type: "FOLDER" | "FILE";
  readonly display_name: string;
}

const kindOf = (item: Target) => (item.type === "FOLDER" ? "folder" : "track");

/** The operations on items shown in the folder `current` (null: the top); `onRemoved` runs after a removal. */
export function useWorkflowOperations(current: number | null, onRemoved?: (item: Target) => void) {
  const t = useT();
  const navigate = useNavigate();
  const paths = useWorkflowPaths();
  const [open, setOpen] = useState<{ op: Operation; item: Target } | null>(null);
  const close = () => setOpen(null);

  const rename = useWorkflowsWrite((v: { id: number; name: string; version: number }) => api.renameFolder(v.id, v.name, v.version), {
    success: "workflows.rename.success", failure: "workflows.rename.failed", staleShown: true,
  });
  const move = useWorkflowsWrite((v: { item: Target; target: number | null }): Promise<unknown> =>
    v.item.type === "FOLDER" ? api.moveFolder(v.item.id, v.target) : api.moveWorkflow(v.item.id, v.target), {
    success: "workflows.move.success", failure: "workflows.move.failed",
  });
  // the catalogue names copy success and failure per kind (spec 001 §8: wfFolder, workflow)
  const copyTrack = useWorkflowsWrite((v: { item: Target; target: number | null }) => api.copyWorkflow(v.item.id, v.target), {
    success: "workflows.copy.success", failure: "workflows.copy.failed",
  });
  const copyFolder = useWorkflowsWrite((v: { item: Target; target: number | null }) => api.copyFolder(v.item.id, v.target), {
    success: "workflows.copy.folderSuccess", failure: "workflows.copy.folderFailed",
  });
  const remove = useWorkflowsWrite((item: Target) => (item.type === "FOLDER" ? api.removeFolder(item.id) : api.removeWorkflow(item.id)), {
    failure: "workflows.remove.failed",
    onSuccess: (_r, item) => {
      notify({ message: `workflows.remove.${kindOf(item)}Success`, variant: "success" });
      close();
      onRemoved?.(item);
    },
  });

  const run = (op: Operation, item: Target) => {
    if (op === "OPEN") return void navigate({ href: item.type === "FOLDER" ? paths.folder(item.id) : paths.track(item.id) });
    if (op === "ACCESS") return void navigate({ href: paths.access(item.type === "FOLDER" ? "folder" : "workflow", item.id) });
    if (op === "EXPORT") {
      notify({ message: "workflows.export.loading", variant: "loading" });
      return void api.exportWorkflow(item).then(
        () => notify({ message: "workflows.export.success", variant: "success" }),
        (e) => !isSilent(e) && notify({ message: "workflows.export.failed", variant: "error" }),
      );
    }
    if (op === "RENAME") rename.reset(); // a stale refusal of an earlier rename is not this dialog's
    setOpen({ op, item });
  };

  let dialog: ReactNode = null;
  if (open?.op === "RENAME")
    dialog = (
      <RenameFolderDialog
        folder={open.item}
        error={rename.error}
        onReloaded={() => rename.reset()}
        onClose={close}
        onSubmit={(name, version) => rename.mutateAsync({ id: open.item.id, name, version })}
      />
    );
  else if (open?.op === "MOVE" || open?.op === "COPY") {
    const write = open.op === "MOVE" ? move : open.item.type === "FOLDER" ? copyFolder : copyTrack;
    dialog = (
      <PickFolderDialog
        mode={open.op === "MOVE" ? "move" : "copy"}
        item={open.item}
        current={current}
        onClose={close}
        onSubmit={(target) => write.mutateAsync({ item: open.item, target })}
      />
    );
  } else if (open?.op === "REMOVE")
    dialog = (
      <ConfirmDialog
        isOpen
        onOpenChange={(o) => !o && !remove.isPending && close()}
        title={t(`workflows.remove.${kindOf(open.item)}Title`)}
        message={t(`workflows.remove.${kindOf(open.item)}Message`, { name: open.item.display_name })}
        confirmLabel={t("workflows.remove.confirm")}
        cancelLabel={t("app.cancel")}
        onConfirm={() => remove.mutate(open.item)}
        destructive
        isPending={remove.isPending}
        pendingLabel={t("app.saving")}
        closeLabel={t("app.close")}
      />
    );
  return { run, dialog };
}
