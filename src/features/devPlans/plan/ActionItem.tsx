// One development action: title, type, planned end date and state; the state menu offers only the states the
// server allows now (`available_states`), editing and removal only while the plan is being composed.
import { useState } from "react";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { ChevronDownIcon, MoreIcon } from "../../../../ui/components/icons";
import { Menu, MenuItem, MenuTrigger } from "../../../../ui/components/Menu";
import { type Action, changeActionState, removeAction, type Task } from "../api";
import { ActionStateBadge, DateText, useT } from "../common";
import * as s from "../devPlans.css";
import { actionStateLabel, actionTypeLabel } from "../labels";
import { isActionOverdue } from "../overdue";
import { useDevPlansWrite } from "../queries";
import { ActionDialog } from "./ActionDialog";
import * as w from "./plan.css";

type StateId = 1 | 2 | 3 | 4 | 5;

export function ActionItem({ task, action, canCompose }: { task: Task; action: Action; canCompose: boolean }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const move = useDevPlansWrite((to: StateId) => changeActionState(task.id, action.id, to, task.version), {
    success: "devPlans.action.stateChanged",
    failure: "devPlans.action.stateChangeFail",
  });
  const remove = useDevPlansWrite(() => removeAction(task.id, action.id, task.version), {
    success: "devPlans.action.removed",
    failure: "devPlans.action.removeFail",
    onSuccess: () => setRemoving(false),
  });
  const states = action.available_states as StateId[];
  return (
    <li className={w.action} data-action-id={action.id}>
      <div>
        <div className={w.actionTitle}>{action.title}</div>
        {action.description && <p className={`${s.prewrap} ${s.muted}`}>{action.description}</p>}
        <div className={w.actionMeta}>
          <span>{t(actionTypeLabel(action.type_id))}</span>
          <span>
            {t("devPlans.action.plannedEndShort")} <DateText value={action.planned_end_date} />
          </span>
          {isActionOverdue(action, task.state_id) && <Badge tone="danger">{t("devPlans.action.overdue")}</Badge>}
        </div>
      </div>
      <div className={w.actionSide}>
        {states.length > 0 ? (
          <MenuTrigger>
            <Button variant="ghost" size="sm" aria-label={t("devPlans.action.changeStateOf", { name: action.title })} isPending={move.isPending} pendingLabel={t("app.saving")}>
              <ActionStateBadge id={action.state_id} />
              <ChevronDownIcon size={14} />
            </Button>
            <Menu placement="bottom end" onAction={(k) => move.mutate(Number(k) as StateId)} aria-label={t("devPlans.action.changeState")}>
              {states.map((id) => (
                <MenuItem key={id} id={id}>
                  {t(actionStateLabel(id))}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        ) : (
          <ActionStateBadge id={action.state_id} />
        )}
        {canCompose && (
          <MenuTrigger>
            <Button variant="ghost" size="sm" iconOnly aria-label={t("devPlans.action.menuOf", { name: action.title })}>
              <MoreIcon size={18} />
            </Button>
            <Menu placement="bottom end" onAction={(k) => (k === "edit" ? setEditing(true) : setRemoving(true))}>
              <MenuItem id="edit">{t("devPlans.item.edit")}</MenuItem>
              <MenuItem id="remove" danger>
                {t("devPlans.item.remove")}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        )}
      </div>
      {editing && <ActionDialog task={task} goalId={action.goal_id} action={action} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        title={t("devPlans.action.removeTitle")}
        message={t("devPlans.action.removeMessage", { name: action.title })}
        confirmLabel={t("devPlans.item.remove")}
        cancelLabel={t("app.cancel")}
        destructive
        isPending={remove.isPending}
        pendingLabel={t("app.saving")}
        onConfirm={() => remove.mutate(undefined)}
      />
    </li>
  );
}
