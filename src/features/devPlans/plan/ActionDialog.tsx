// Adding or editing a development action of a goal: name, description, planned end date and type (spec 000 §3,
// §4: FROM_EXPERIENCE … MENTORING). A new action starts as CREATED; its state then moves from the state menu.
import { useState } from "react";
import { AppFormDialog } from "../../../app/AppFormDialog";
import { DatePicker } from "../../../../ui/components/DatePicker";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { TextField } from "../../../../ui/components/TextField";
import { type Action, type ActionInput, addAction, type Task, updateAction } from "../api";
import { useT } from "../common";
import * as s from "../devPlans.css";
import { ACTION_TYPE_IDS, actionTypeLabel } from "../labels";
import { useDevPlansWrite } from "../queries";

export interface ActionDialogProps {
  readonly task: Task;
  readonly goalId: number;
  /** The action to edit; a new one when absent. */
  readonly action?: Action;
  readonly onClose: () => void;
}

type TypeId = ActionInput["type_id"];

export function ActionDialog({ task, goalId, action, onClose }: ActionDialogProps) {
  const t = useT();
  const [goal, setGoal] = useState<number>(action?.goal_id ?? goalId);
  const [title, setTitle] = useState(action?.title ?? "");
  const [description, setDescription] = useState(action?.description ?? "");
  const [date, setDate] = useState<string | null>(action?.planned_end_date?.slice(0, 10) ?? null);
  const [type, setType] = useState<TypeId | null>((action?.type_id as TypeId | undefined) ?? null);
  const [tried, setTried] = useState(false);
  const save = useDevPlansWrite(
    (input: ActionInput) => (action ? updateAction(task.id, action.id, input, task.version) : addAction(task.id, input, task.version)),
    action
      ? { success: "devPlans.action.updated", failure: "devPlans.action.updateFail", onSuccess: onClose }
      : { success: "devPlans.action.added", failure: "devPlans.action.addFail", onSuccess: onClose },
  );
  const valid = title.trim() !== "" && type !== null;
  const submit = () => {
    setTried(true);
    if (!valid || type === null) return;
    save.mutate({ goal_id: goal, title: title.trim(), description: description.trim(), type_id: type, planned_end_date: date });
  };
  const types = ACTION_TYPE_IDS.map((id) => ({ id, name: t(actionTypeLabel(id)) }));
  return (
    <AppFormDialog title={t(action ? "devPlans.action.editTitle" : "devPlans.action.addTitle")} submitLabel={t(action ? "app.save" : "devPlans.action.add")} isPending={save.isPending} onSubmit={submit} onClose={onClose} className={s.stack}>
      {task.goals.length > 1 && (
        <Select label={t("devPlans.action.goal")} items={task.goals} value={goal} onChange={(k) => k !== null && setGoal(Number(k))}>
          {(g) => <ListBoxItem id={g.id}>{g.title}</ListBoxItem>}
        </Select>
      )}
      <TextField
        label={t("devPlans.action.title")}
        value={title}
        onChange={setTitle}
        isRequired
        maxLength={500}
        autoFocus
        isInvalid={tried && title.trim() === ""}
        errorMessage={t("devPlans.field.required")}
      />
      <TextField label={t("devPlans.action.description")} multiline rows={3} value={description} onChange={setDescription} maxLength={5000} />
      <div className={s.formGrid}>
        <Select
          label={t("devPlans.action.type")}
          placeholder={t("devPlans.action.typePlaceholder")}
          items={types}
          value={type}
          onChange={(k) => setType(k === null ? null : (Number(k) as TypeId))}
          isRequired
          isInvalid={tried && type === null}
          errorMessage={t("devPlans.action.typeRequired")}
        >
          {(x) => <ListBoxItem id={x.id}>{x.name}</ListBoxItem>}
        </Select>
        <DatePicker label={t("devPlans.action.plannedEnd")} value={date} onChange={setDate} openLabel={t("devPlans.action.openCalendar")} />
      </div>
    </AppFormDialog>
  );
}
