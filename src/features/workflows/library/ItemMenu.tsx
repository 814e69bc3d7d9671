// An item's menu in the workflow library: the operations `itemOperations` allows, removal last and apart.
import { Button } from "../../../../ui/components/Button";
import { MoreIcon } from "../../../../ui/components/icons";
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from "../../../../ui/components/Menu";
import { useT } from "../../lists/useT";
import type { Operation } from "./operations";
import type { Target } from "./useWorkflowOperations";

interface Props {
  readonly item: Target;
  readonly operations: readonly Operation[];
  readonly onAction: (op: Operation, item: Target) => void;
  /** a labelled button (the folder's own actions) instead of the row's icon button */
  readonly label?: string;
}

export function ItemMenu({ item, operations, onAction, label }: Props) {
  const t = useT();
  if (operations.length === 0) return null;
  const plain = operations.filter((op) => op !== "REMOVE");
  return (
    <MenuTrigger>
      <Button variant={label ? "secondary" : "ghost"} size="sm" iconOnly={!label} aria-label={label ? undefined : t("workflows.menu.open", { name: item.display_name })}>
        {label ?? <MoreIcon size={18} />}
      </Button>
      {/* beside its button, never over it: a flipped menu took the release of the opening click as a choice */}
      <Menu placement={label ? "bottom end" : "start top"} aria-label={t("workflows.menu.label", { name: item.display_name })} onAction={(key) => onAction(String(key) as Operation, item)}>
        {plain.map((op) => (
          <MenuItem key={op} id={op} data-op={op}>
            {t(`workflows.op.${op}`)}
          </MenuItem>
        ))}
        {operations.includes("REMOVE") && plain.length > 0 ? <MenuSeparator /> : null}
        {operations.includes("REMOVE") ? (
          <MenuItem id="REMOVE" data-op="REMOVE" danger>
            {t("workflows.op.REMOVE")}
          </MenuItem>
        ) : null}
      </Menu>
    </MenuTrigger>
  );
}
