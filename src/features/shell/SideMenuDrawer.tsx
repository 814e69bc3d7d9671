// The side menu as a modal drawer on narrow screens (SideMenu.tsx): react-aria's ModalOverlay keeps focus inside
// while it is open, makes the page behind inert, closes on Escape or a press outside, and gives focus back to the
// menu button. Loaded when the drawer first opens, so the first screen does without the modal code.
import type { ReactNode } from "react";
import { Dialog, Modal, ModalOverlay } from "react-aria-components";
import * as s from "./SideMenu.css";

export default function SideMenuDrawer({ open, label, onClose, children }: { open: boolean; label: string; onClose: () => void; children: ReactNode }) {
  return (
    <ModalOverlay isOpen={open} onOpenChange={(o) => !o && onClose()} isDismissable className={s.scrim}>
      <Modal className={s.drawer}>
        <Dialog aria-label={label} className={s.drawerDialog}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
