// What each context-menu operation does: open (PDF through getPdf, logged with updateLibraryFileUserLog),
// downloads, favourites at once; naming, move/copy, removal, properties and share links through their dialogs.
// Every write ends with the catalogue's snackbar and a reload of the content and the tree.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { isSilent, staleOf } from "../../../../services/client/errors";
import { notify } from "../../../app/snackbar/notify";
import { useT } from "../../lists/useT";
import * as api from "../api";
import { propertiesQuery, useLibraryWrite } from "../queries";
import { useLibraryPaths } from "../paths";
import type { MenuTarget, Operation } from "./ItemMenu";
import { NameDialog } from "./NameDialog";
import { PickerDialog } from "./PickerDialog";
import { PropertiesDialog } from "./PropertiesDialog";
import { RenameDialog } from "./RenameDialog";
import { ShareDialog } from "./ShareDialog";

type Target = MenuTarget & { readonly parent_folder_id?: number | null; readonly element?: number; readonly settings?: { extension: string | null } };
type Open = { op: Operation; item: Target } | null;

const isPdf = (item: Target) => item.element === 5 || item.settings?.extension?.toLowerCase() === "pdf";
const kindKey = (item: Target) => (item.type === "FOLDER" ? "folder" : "file");

/** The operations of the library type `type`; `reload` refreshes what the page shows after a write. */
export function useOperations(type: api.LibraryType, reload: () => void) {
  const t = useT();
  const navigate = useNavigate();
  const paths = useLibraryPaths();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const after = { onSuccess: () => reload() };

  const createFolder = useLibraryWrite((v: { parent: number; name: string }) => api.createFolder(type, v.parent, v.name), {
    success: "library.folder.created", failure: "library.folder.createFailed", ...after,
  });
  const rename = useLibraryWrite((v: { item: Target; name: string; version: number }) => api.rename(v.item.type, v.item.id, v.name, v.version), {
    success: "library.rename.success", failure: "library.rename.failed", staleShown: true, ...after,
  });
  const move = useLibraryWrite((v: { item: Target; target: number; version?: number }) => api.move(v.item.type, v.item.id, v.target, v.version), {
    success: "library.move.success", failure: "library.move.failed", ...after,
  });
  const copy = useLibraryWrite((v: { item: Target; target: number }) => api.copy(v.item.type, v.item.id, v.target), {
    failure: "library.copy.failed",
    onSuccess: (_r, v) => {
      notify({ message: `library.copy.${kindKey(v.item)}.success`, variant: "success" });
      reload();
    },
  });
  const remove = useLibraryWrite((item: Target) => api.remove(item.type, item.id), {
    failure: "library.remove.failed",
    onSuccess: (_r, item) => {
      notify({ message: `library.remove.${kindKey(item)}Success`, variant: "success" });
      close();
      reload();
    },
  });
  const favorite = useLibraryWrite((item: Target) => api.setFavorite(item.type, item.id), {
    failure: "library.favourites.failed",
    onSuccess: (r, item) => {
      notify({ message: `library.favourites.${kindKey(item)}${r.is_favorite ? "Added" : "Removed"}`, variant: "success" });
      reload();
    },
  });

  const bytes = (fn: () => Promise<unknown>, failure: string) =>
    fn().catch((e) => {
      if (!isSilent(e)) notify({ message: failure, variant: "error" });
    });

  // The version of the item being moved, read when the move dialog opens: a colleague's rename, move or access change
  // while the user picks the target makes the move stale (409, the warning snackbar and a reload), not silently applied.
  const moving = open?.op === "MOVE" ? open.item : null;
  const moveSeen = useQuery({ ...propertiesQuery(moving?.type ?? "FILE", moving?.id ?? 0), enabled: moving !== null });

  const run = (op: Operation, item: Target) => {
    if (op === "ACCESS") return void navigate({ href: paths.access(item.type, item.id) });
    if (op === "OPEN" && item.type === "FOLDER") return void navigate({ href: paths.folder(item.id) });
    if (op === "OPEN") {
      // The tab opens inside the click (no popup blocker), then receives the bytes.
      const tab = window.open("", "_blank");
      if (tab) tab.opener = null;
      void bytes(() => api.openLibraryFile({ id: item.id, display_name: item.display_name, pdf: isPdf(item) }, tab), "library.file.openFailed").then(() =>
        api.logOpened(item.id).catch(() => {}),
      );
      return;
    }
    if (op === "DOWNLOAD")
      return void (item.type === "FOLDER"
        ? bytes(() => api.downloadLibraryFolder(item), "library.folder.downloadFailed")
        : bytes(() => api.downloadLibraryFile(item), "library.file.downloadFailed"));
    if (op === "FAVORITE_ADD" || op === "FAVORITE_REMOVE") return void favorite.mutate(item);
    if (op === "RENAME") rename.reset(); // a stale refusal of an earlier rename is not this dialog's
    setOpen({ op, item });
  };

  let dialog: ReactNode = null;
  if (open?.op === "CREATE_FOLDER")
    dialog = <NameDialog title={t("library.create.title")} submitLabel={t("library.create.submit")} onClose={close} onSubmit={(name) => createFolder.mutateAsync({ parent: open.item.id, name })} />;
  else if (open?.op === "RENAME")
    dialog = (
      <RenameDialog
        item={open.item}
        error={rename.error}
        onReloaded={() => rename.reset()}
        onClose={close}
        onSubmit={(name, version) => rename.mutateAsync({ item: open.item, name, version })}
      />
    );
  else if (open?.op === "MOVE" || open?.op === "COPY") {
    const mode = open.op === "MOVE" ? "move" : "copy";
    const write = mode === "move" ? move : copy;
    dialog = (
      <PickerDialog
        mode={mode}
        type={type}
        item={{ ...open.item, parent_folder_id: open.item.parent_folder_id ?? null }}
        onClose={close}
        onSubmit={(target) =>
          write.mutateAsync({ item: open.item, target, version: mode === "move" ? moveSeen.data?.version : undefined }).catch((e) => {
            // A stale move: the snackbar says who changed the item; the dialog (titled with the old name) closes and
            // the content shows the item as it is now, to be moved again from there.
            if (staleOf(e)) {
              close();
              reload();
            }
            throw e;
          })
        }
      />
    );
  } else if (open?.op === "PROPERTIES") dialog = <PropertiesDialog item={open.item} onClose={close} />;
  else if (open?.op === "SHARE_LINK") dialog = <ShareDialog file={open.item} onClose={close} />;
  else if (open?.op === "REMOVE")
    dialog = (
      <ConfirmDialog
        isOpen
        onOpenChange={(o) => !o && !remove.isPending && close()}
        title={t(`library.remove.${kindKey(open.item)}Title`)}
        message={t(`library.remove.${kindKey(open.item)}Message`, { name: open.item.display_name })}
        confirmLabel={t("library.remove.confirm")}
        cancelLabel={t("app.cancel")}
        onConfirm={() => remove.mutate(open.item)}
        destructive
        isPending={remove.isPending}
        pendingLabel={t("app.saving")}
      />
    );
  return { run, dialog };
}
