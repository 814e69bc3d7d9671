// The library toolbar's Upload button (placed by the browse page in folders where the user is Editor): opens the
// upload dialog for the current folder; `onUploaded` runs after each successful request so the list refreshes.
import { useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { useT } from "../../lists/useT";
import { UploadDialog } from "./UploadDialog";

export interface UploadButtonProps {
  folderId: number;
  onUploaded: () => void;
}

export function UploadButton({ folderId, onUploaded }: UploadButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        {t("upload.action")}
      </Button>
      {open && <UploadDialog folderId={folderId} onUploaded={onUploaded} onClose={() => setOpen(false)} />}
    </>
  );
}
