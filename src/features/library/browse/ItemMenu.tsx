// An item's context menu: exactly the operations the server enabled for this user on this item (its
// `context_menu`), in a stable order; folder removal only when a REMOVE_ operation is enabled. Everything is
// handed to the page, which opens the dialog, runs the call or (Access) goes to the access page.
import { Button } from "../../../../ui/components/Button";
import { MoreIcon } from "../../../../ui/components/icons";
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from "../../../../ui/components/Menu";
import { useT } from "../../lists/useT";
import { enabledOps, type MenuTarget, menuOperations, type Operation } from "./display";

export type { MenuTarget, Operation };

interface Props {
  readonly item: MenuTarget;
  readonly onAction: (op: Operation, item: MenuTarget) => void;
  /** Operations the place of the menu already offers (e.g. OPEN on the folder being shown). */
  readonly omit?: readonly Operation[];
  readonly label?: string;
}

export function ItemMenu({ item, onAction, omit, label }: Props) {
  const t = useT();
  const ops = menuOperations(item, omit);
  const access = enabledOps(item.context_menu).has("ACCESS") && !omit?.includes("ACCESS");
  if (!ops.length && !access) return null;
  const opLabel = (op: Operation) => t(`library.op.${op === "DOWNLOAD" && item.type === "FOLDER" ? "DOWNLOAD_ZIP" : op}`);
  return (
    <MenuTrigger>
      <Button variant={label ? "secondary" : "ghost"} size="sm" iconOnly={!label} aria-label={label ? undefined : t("library.menu.open", { name: item.display_name })}>
        {label ?? <MoreIcon size={18} />}
      </Button>
      {/* A row's menu opens beside its button: one that covered the button (a long menu flipped near the window's
          bottom) took the release of the opening click as a choice of whatever item lay under the pointer. */}
      <Menu placement={label ? "bottom end" : "start top"} aria-label={t("library.menu.label", { name: item.display_name })} onAction={(key) => onAction(String(key) as Operation, item)}>
        {ops.filter((op) => op !== "REMOVE").map((op) => (
          <MenuItem key={op} id={op} data-op={op}>
            {opLabel(op)}
          </MenuItem>
        ))}
        {access ? (
          <MenuItem id="ACCESS" data-op="ACCESS">
            {t("library.op.ACCESS")}
          </MenuItem>
        ) : null}
        {ops.includes("REMOVE") ? <MenuSeparator /> : null}
        {ops.includes("REMOVE") ? (
          <MenuItem id="REMOVE" data-op="REMOVE" danger>
            {t("library.op.REMOVE")}
          </MenuItem>
        ) : null}
      </Menu>
    </MenuTrigger>
  );
}
