// Move or copy: the workflow folders as a tree with the library's top, one chosen as the target, then the call. A
// move cannot target the item's current folder (it would change nothing); a folder is neither moved nor copied into
// itself (the server refuses a place under it too).
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { useT } from "../../lists/useT";
import * as s from "../../library/browse/library.css";
import { treeQuery } from "../queries";
import { ROOT, WorkflowTree } from "./WorkflowTree";

interface Props {
  readonly mode: "move" | "copy";
  readonly item: { id: number; type: "FOLDER" | "FILE"; display_name: string };
  /** where the item is now (null: the top) */
  readonly current: number | null;
  readonly onClose: () => void;
  /** the target folder, null for the top */
  readonly onSubmit: (target: number | null) => Promise<unknown>;
}

export function PickFolderDialog({ mode, item, current, onClose, onSubmit }: Props) {
  const t = useT();
  const tree = useQuery(treeQuery());
  const [target, setTarget] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const self = item.type === "FOLDER" ? [item.id] : [];
  const disabled = mode === "move" ? [current ?? ROOT, ...self] : self;
  const submit = () => {
    if (target === null || pending) return;
    setPending(true);
    onSubmit(target === ROOT ? null : target)
      .then(onClose)
      .catch(() => {})
      .finally(() => setPending(false));
  };
  return (
    <Modal isOpen size="md" onOpenChange={(o) => !o && !pending && onClose()} isDismissable={!pending}>
      <Dialog
        title={t(`workflows.${mode}.title`, { name: item.display_name })}
        closeLabel={t("app.close")}
        actions={
          <>
            <Button variant="secondary" onPress={onClose} isDisabled={pending}>
              {t("app.cancel")}
            </Button>
            <Button onPress={submit} isDisabled={target === null} isPending={pending} pendingLabel={t("app.saving")}>
              {t(`workflows.${mode}.submit`)}
            </Button>
          </>
        }
      >
        <p className={s.muted}>{t("workflows.picker.lead")}</p>
        <div className={s.pickerBox}>
          {tree.isPending ? (
            <Spinner label={t("app.loading")} />
          ) : tree.isError ? (
            <ErrorState title={t("workflows.load.failed")} retryLabel={t("app.retry")} onRetry={() => void tree.refetch()} headingLevel={3} />
          ) : (
            <WorkflowTree aria-label={t("workflows.picker.treeLabel")} items={tree.data.items} selectedId={target} onSelect={setTarget} disabledIds={disabled} />
          )}
        </div>
      </Dialog>
    </Modal>
  );
}
