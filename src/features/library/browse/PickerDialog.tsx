// Move or copy: a tree of the folders the user may write into (libraryCopyMoveFoldersTreeMenu; a moved folder's
// own subtree is left out by the server), one chosen as the target, then the call. The current parent is shown
// but cannot be chosen for a move (it would change nothing).
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { useT } from "../../lists/useT";
import type { LibraryType } from "../api";
import { copyMoveTreeQuery } from "../queries";
import { FolderTree } from "./FolderTree";
import { Busy } from "./Busy";
import * as s from "./library.css";

interface Props {
  readonly mode: "move" | "copy";
  readonly item: { id: number; type: "FOLDER" | "FILE"; display_name: string; parent_folder_id: number | null };
  readonly type: LibraryType;
  readonly onClose: () => void;
  readonly onSubmit: (target: number) => Promise<unknown>;
}

export function PickerDialog({ mode, item, type, onClose, onSubmit }: Props) {
  const t = useT();
  const tree = useQuery(copyMoveTreeQuery(type, item.type === "FOLDER" ? item.id : undefined));
  const [target, setTarget] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const parent = item.parent_folder_id ?? (type === 2 ? 5 : 1);
  const disabled = mode === "move" ? [parent] : [];
  const items = tree.data?.items ?? [];
  const submit = () => {
    if (target === null || pending) return;
    setPending(true);
    onSubmit(target)
      .then(onClose)
      .catch(() => {})
      .finally(() => setPending(false));
  };
  return (
    <Modal isOpen size="md" onOpenChange={(o) => !o && !pending && onClose()} isDismissable={!pending}>
      <Dialog
        title={t(`library.${mode}.title`, { name: item.display_name })}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              {t("app.cancel")}
            </Button>
            <Button onPress={submit} isDisabled={target === null} isPending={pending} pendingLabel={t("app.saving")}>
              {t(`library.${mode}.submit`)}
            </Button>
          </>
        }
      >
        <p className={s.muted}>{t("library.picker.lead")}</p>
        <div className={s.pickerBox}>
          {tree.isPending ? (
            <Busy />
          ) : tree.isError ? (
            <ErrorState title={t("library.load.failed")} retryLabel={t("app.retry")} onRetry={() => void tree.refetch()} headingLevel={3} />
          ) : items.length === 0 ? (
            <EmptyState title={t("library.picker.empty")} headingLevel={3} />
          ) : (
            <FolderTree aria-label={t("library.picker.treeLabel")} items={items} selectedId={target} onSelect={setTarget} disabledIds={disabled} />
          )}
        </div>
      </Dialog>
    </Modal>
  );
}
