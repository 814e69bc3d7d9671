// Dialogs, popovers, menus and tooltips; each opens from a button.
import { useState } from "react";
import { DialogTrigger } from "react-aria-components";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Dialog, Modal } from "../../components/Dialog";
import { ChevronDownIcon, CloseIcon, FileIcon, MoreIcon } from "../../components/icons";
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from "../../components/Menu";
import { PopoverDialog } from "../../components/Popover";
import { TextField } from "../../components/TextField";
import { Tooltip, TooltipTrigger } from "../../components/Tooltip";
import * as s from "../Gallery.css";
import { FormDialogSpecimen } from "./FormDialogSpecimen";
import { Grid, Group, Section, Specimen } from "../parts";

export function OverlaysSection() {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = () => {
    setPending(true);
    setTimeout(() => {
      setPending(false);
      setConfirmOpen(false);
    }, 1200);
  };
  return (
    <Section id="overlays" title="Overlays">
      <Group title="Dialog, popover, menu, tooltip" note="Open each one with the mouse or the keyboard; Escape closes them.">
        <Grid>
          <Specimen label="Dialog">
            <DialogTrigger>
              <Button variant="secondary">Change password</Button>
              <Modal>
                <Dialog
                  title="Change password"
                  actions={(close) => (
                    <>
                      <Button variant="secondary" onPress={close}>
                        Cancel
                      </Button>
                      <Button onPress={close}>Save</Button>
                    </>
                  )}
                >
                  <div className={s.stack}>
                    <p className={s.dialogText}>Choose a new password of at least 8 characters.</p>
                    <TextField label="Current password" type="password" autoFocus />
                    <TextField label="New password" type="password" />
                  </div>
                </Dialog>
              </Modal>
            </DialogTrigger>
          </Specimen>
          <Specimen label="Form dialog">
            <FormDialogSpecimen />
          </Specimen>
          <Specimen label="Confirm dialog">
            <Button variant="secondary" onPress={() => setConfirmOpen(true)}>
              Log out
            </Button>
            <ConfirmDialog
              isOpen={confirmOpen}
              onOpenChange={setConfirmOpen}
              title="Log out?"
              message="You will need to sign in again to continue learning."
              confirmLabel="Log out"
              cancelLabel="Cancel"
              onConfirm={confirm}
              isPending={pending}
              pendingLabel="Logging out"
            />
          </Specimen>
          <Specimen label="Popover">
            <DialogTrigger>
              <Button variant="secondary">
                Filters <ChevronDownIcon />
              </Button>
              <PopoverDialog title="Filters" showArrow placement="bottom start">
                <TextField label="Search by name" placeholder="Anna" />
              </PopoverDialog>
            </DialogTrigger>
          </Specimen>
          <Specimen label="Menu">
            <MenuTrigger>
              <Button variant="secondary" iconOnly aria-label="Track actions">
                <MoreIcon size={18} />
              </Button>
              <Menu>
                <MenuItem icon={<FileIcon />} hint="Ctrl+D">
                  Duplicate
                </MenuItem>
                <MenuItem>Publish</MenuItem>
                <MenuItem isDisabled>Archive</MenuItem>
                <MenuSeparator />
                <MenuItem danger icon={<CloseIcon />}>
                  Delete
                </MenuItem>
              </Menu>
            </MenuTrigger>
          </Specimen>
          <Specimen label="Tooltip">
            <TooltipTrigger delay={300}>
              <Button variant="ghost">Hover or focus me</Button>
              <Tooltip>Saved 2 minutes ago</Tooltip>
            </TooltipTrigger>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
