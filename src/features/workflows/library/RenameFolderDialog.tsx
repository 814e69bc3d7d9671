// Renaming a workflow folder: the dialog reads the folder's properties (its name and stream version) and the rename
// sends that version back; a colleague's change meanwhile is refused as stale, named inside the dialog with Reload.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { useT } from "../../lists/useT";
import { NameDialog } from "../../library/browse/NameDialog";
import { folderPropertiesQuery, workflowsKey } from "../queries";

interface Props {
  readonly folder: { readonly id: number; readonly display_name: string };
  readonly error: unknown;
  readonly onReloaded: () => void;
  readonly onClose: () => void;
  readonly onSubmit: (name: string, expectedVersion: number) => Promise<unknown>;
}

export function RenameFolderDialog({ folder, error, onReloaded, onClose, onSubmit }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const props = useQuery(folderPropertiesQuery(folder.id));
  const [reloading, setReloading] = useState(false);
  // Bumped by Reload only, so the field starts again from the fresh name (not on the first answer).
  const [generation, setGeneration] = useState(0);
  const fresh = props.data;
  const reload = () => {
    setReloading(true);
    void queryClient
      .invalidateQueries({ queryKey: workflowsKey })
      .then(() => {
        onReloaded();
        setGeneration((g) => g + 1);
      })
      .finally(() => setReloading(false));
  };
  return (
    <NameDialog
      key={generation}
      title={t("workflows.rename.title", { name: fresh?.display_name ?? folder.display_name })}
      submitLabel={t("workflows.rename.submit")}
      initial={fresh?.display_name ?? folder.display_name}
      isReady={fresh !== undefined}
      notice={<StaleNotice error={error} onReload={reload} isReloading={reloading} />}
      onClose={onClose}
      onSubmit={(name) => onSubmit(name, fresh!.version)}
    />
  );
}
