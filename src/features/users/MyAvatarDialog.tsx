// The signed-in user's own photo, opened from the top bar's account menu: anyone may upload, replace or remove
// their avatar here (the server takes an avatar upload without any folder right; the users page is not needed).
import type { SessionData } from "../../../services/contract/auth";
import { Dialog, Modal } from "../../../ui/components/Dialog";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import { AvatarActions, AvatarImage } from "./Avatar";
import * as s from "./users.css";

export default function MyAvatarDialog({ user, onClose }: { user: SessionData["user"]; onClose: () => void }) {
  const t = useT();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="sm">
      <Dialog title={t("users.avatar.title")} closeLabel={t("users.avatar.close")}>
        <div className={s.header}>
          <AvatarImage user={user} />
          <div className={ls.actions}>
            <AvatarActions user={user} />
          </div>
        </div>
        <p className={ls.muted}>{t("users.avatar.hint")}</p>
      </Dialog>
    </Modal>
  );
}
