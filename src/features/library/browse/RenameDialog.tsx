// Renaming a folder or file: the dialog reads the item's properties (its current name and stream version) and the
// rename sends that version back. When a colleague renamed, moved or changed the access of the item meanwhile,
// the server refuses it as stale: the notice inside the dialog names them, and Reload shows the fresh name.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { useT } from "../../lists/useT";
import type { ItemKind } from "../api";
import { libraryKey, propertiesQuery } from "../queries";
import { NameDialog } from "./NameDialog";

interface Props {
  readonly item: { readonly id: number; readonly type: ItemKind; readonly display_name: string };
  /** the rename's error (a stale one shows the notice) */
  readonly error: unknown;
  /** forgets the refused rename once the fresh item is shown */
  readonly onReloaded: () => void;
  readonly onClose: () => void;
  readonly onSubmit: (name: string, expectedVersion: number) => Promise<unknown>;
}

export function RenameDialog({ item, error, onReloaded, onClose, onSubmit }: Props) {
  const t = useT();
  const queryClient = useQueryClient();
  const props = useQuery(propertiesQuery(item.type, item.id));
  const [reloading, setReloading] = useState(false);
  // Bumped by Reload only: the field then starts again from the fresh name. The first answer of the properties
  // must not remount it, or what the user typed meanwhile would be lost.
  const [generation, setGeneration] = useState(0);
  const fresh = props.data;
  const reload = () => {
    setReloading(true);
    // the content list behind the dialog shows the colleague's change too
    void queryClient
      .invalidateQueries({ queryKey: libraryKey })
      .then(() => {
        onReloaded();
        setGeneration((g) => g + 1);
      })
      .finally(() => setReloading(false));
  };
  return (
    <NameDialog
      key={generation}
      title={t("library.rename.title", { name: fresh?.display_name ?? item.display_name })}
      submitLabel={t("library.rename.submit")}
      initial={fresh?.display_name ?? item.display_name}
      isReady={fresh !== undefined}
      notice={<StaleNotice error={error} onReload={reload} isReloading={reloading} />}
      onClose={onClose}
      onSubmit={(name) => onSubmit(name, fresh!.version)}
    />
  );
}
