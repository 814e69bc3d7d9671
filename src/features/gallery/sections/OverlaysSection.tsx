// Dialogs, popovers, menus and tooltips; each opens from a button.
import { useState } from "react";
import { DialogTrigger } from "react-aria-components";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { Dialog, Modal } from "../../../../ui/components/Dialog";
import { ChevronDownIcon, CloseIcon, FileIcon, MoreIcon } from "../../../../ui/components/icons";
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from "../../../../ui/components/Menu";
import { PopoverDialog } from "../../../../ui/components/Popover";
import { TextField } from "../../../../ui/components/TextField";
import { Tooltip, TooltipTrigger } from "../../../../ui/components/Tooltip";
import * as s from "../Gallery.css";
import { Grid, Group, Section, Specimen, useT } from "../parts";
import { FormDialogSpecimen } from "./FormDialogSpecimen";

export function OverlaysSection() {
  const t = useT();
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
    <Section id="overlays" title={t("gallery.section.overlays")}>
      <Group title={t("gallery.overlays.group")} note={t("gallery.overlays.note")}>
        <Grid>
          <Specimen label={t("gallery.overlays.dialog")}>
            <DialogTrigger>
              <Button variant="secondary">{t("gallery.overlays.changePassword")}</Button>
              <Modal>
                <Dialog
                  title={t("gallery.overlays.changePassword")}
                  closeLabel={t("gallery.common.close")}
                  actions={(close) => (
                    <>
                      <Button variant="secondary" onPress={close}>
                        {t("gallery.common.cancel")}
                      </Button>
                      <Button onPress={close}>{t("gallery.common.save")}</Button>
                    </>
                  )}
                >
                  <div className={s.stack}>
                    <p className={s.dialogText}>{t("gallery.overlays.changePasswordText")}</p>
                    <TextField label={t("gallery.overlays.currentPassword")} type="password" autoFocus />
                    <TextField label={t("gallery.overlays.newPassword")} type="password" />
                  </div>
                </Dialog>
              </Modal>
            </DialogTrigger>
          </Specimen>
          <Specimen label={t("gallery.overlays.formDialog")}>
            <FormDialogSpecimen />
          </Specimen>
          <Specimen label={t("gallery.overlays.confirmDialog")}>
            <Button variant="secondary" onPress={() => setConfirmOpen(true)}>
              {t("gallery.overlays.logOut")}
            </Button>
            <ConfirmDialog
              isOpen={confirmOpen}
              onOpenChange={setConfirmOpen}
              title={t("gallery.overlays.logOutTitle")}
              message={t("gallery.overlays.logOutMessage")}
              confirmLabel={t("gallery.overlays.logOut")}
              cancelLabel={t("gallery.common.cancel")}
              onConfirm={confirm}
              isPending={pending}
              pendingLabel={t("gallery.overlays.loggingOut")}
            />
          </Specimen>
          <Specimen label={t("gallery.overlays.popover")}>
            <DialogTrigger>
              <Button variant="secondary">
                {t("gallery.overlays.filters")} <ChevronDownIcon />
              </Button>
              <PopoverDialog title={t("gallery.overlays.filters")} showArrow placement="bottom start">
                <TextField label={t("gallery.overlays.searchByName")} placeholder={t("gallery.overlays.searchPlaceholder")} />
              </PopoverDialog>
            </DialogTrigger>
          </Specimen>
          <Specimen label={t("gallery.overlays.menu")}>
            <MenuTrigger>
              <Button variant="secondary" iconOnly aria-label={t("gallery.overlays.planActions")}>
                <MoreIcon size={18} />
              </Button>
              <Menu>
                <MenuItem icon={<FileIcon />} hint="Ctrl+D">
                  {t("gallery.overlays.duplicate")}
                </MenuItem>
                <MenuItem>{t("gallery.overlays.publish")}</MenuItem>
                <MenuItem isDisabled>{t("gallery.overlays.archive")}</MenuItem>
                <MenuSeparator />
                <MenuItem danger icon={<CloseIcon />}>
                  {t("gallery.overlays.delete")}
                </MenuItem>
              </Menu>
            </MenuTrigger>
          </Specimen>
          <Specimen label={t("gallery.overlays.tooltip")}>
            <TooltipTrigger delay={300}>
              <Button variant="ghost">{t("gallery.overlays.tooltipTrigger")}</Button>
              <Tooltip>{t("gallery.overlays.tooltipText")}</Tooltip>
            </TooltipTrigger>
          </Specimen>
        </Grid>
      </Group>
    </Section>
  );
}
