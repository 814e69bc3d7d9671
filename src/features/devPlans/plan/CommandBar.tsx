// The lifecycle buttons of an employee plan: the server's `available_commands` for the current user (computed
// there with the devPlanTask machine), never a list of states kept here, and beside them the buttons of this
// state the machine refuses this user now (`unavailable_commands`), disabled, with the rule that refuses them
// in a line of text the button is described by. Commands that need a comment or grades open a dialog first;
// the ones that cannot be undone (send to close, cancel) ask first, with Cancel focused. A command replaces these
// buttons, so focus then goes to the plan's heading rather than falling to the page.
import { useEffect, useState } from "react";
import { staleOf } from "../../../../services/client/errors";
import { Button, type ButtonVariant } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { focusWhenReady, pageHeading } from "../../../../ui/focus";
import { notify } from "../../../app/snackbar/notify";
import { sendGrade, sendTransition, type Task, type TransitionType } from "../api";
import { useT } from "../common";
import * as s from "../devPlans.css";
import { commandLabel, NEEDS_COMMENT, TASK_COMMANDS, type TaskCommand } from "../labels";
import { StaleNotice } from "../../../app/concurrency/StaleNotice";
import { useDevPlansWrite, useReloadDevPlans } from "../queries";
import { CommentDialog } from "./CommentDialog";
import { GradeDialog } from "./GradeDialog";

/** Commands that cannot be undone and ask for confirmation first (task.cancel has its own texts). */
const CONFIRM_FIRST: ReadonlySet<string> = new Set(["task.sendToClose"]);

const variantOf = (type: TaskCommand): ButtonVariant =>
  type === "task.cancel" ? "ghost" : NEEDS_COMMENT.has(type) ? "secondary" : "primary";

export function CommandBar({ task }: { task: Task }) {
  const t = useT();
  const [open, setOpen] = useState<TaskCommand | null>(null);
  const commands = TASK_COMMANDS.filter((c) => task.available_commands.includes(c));
  const refused = TASK_COMMANDS.flatMap((c) => task.unavailable_commands.filter((u) => u.type === c).map((u) => ({ type: c, reason: u.reason })));
  const reasons = [...new Set(refused.map((u) => u.reason))];
  const run = useDevPlansWrite((v: { type: TransitionType; comment?: string }) => sendTransition(task.id, task.version, v.type, v.comment), {
    onSuccess: () => {
      setOpen(null);
      focusWhenReady(pageHeading);
    },
    staleShown: true,
  });
  const grade = useDevPlansWrite((v: { kind: "middle" | "final"; scores: Array<{ goal_id: number; score: number; weight: number }>; comment?: string }) =>
    sendGrade(task.id, task.version, v.kind, v.scores, v.comment), {
      success: "devPlans.grade.saved",
      onSuccess: () => {
        setOpen(null);
        focusWhenReady(pageHeading);
      },
      staleShown: true,
    });
  const reloadRun = useReloadDevPlans(run);
  const reloadGrade = useReloadDevPlans(grade);
  // A stale refusal closes the open dialog: the notice beside the buttons must not sit behind a modal.
  const staleNow = !!staleOf(run.error) || !!staleOf(grade.error);
  useEffect(() => {
    if (staleNow) setOpen(null);
  }, [staleNow]);
  if (commands.length === 0 && refused.length === 0) return null;

  const extraFollows = task.state_id === 2 && task.role_model.approveExtra.length > 0;
  const label = (c: TaskCommand) => t(c === "task.approve" && extraFollows ? "devPlans.command.approveToExtra" : commandLabel(c));
  const press = (c: TaskCommand) => {
    if (NEEDS_COMMENT.has(c) || CONFIRM_FIRST.has(c) || c === "task.cancel" || c === "task.gradeMiddle" || c === "task.close") setOpen(c);
    else run.mutate({ type: c as TransitionType }, { onSuccess: () => notifyDone(c) });
  };
  const notifyDone = (c: TaskCommand) => notify({ message: `devPlans.done.${c.slice(5)}`, variant: "success" });
  const busy = run.isPending || grade.isPending;

  return (
    <>
      <StaleNotice error={run.error} onReload={reloadRun} />
      <StaleNotice error={grade.error} onReload={reloadGrade} />
      <div className={s.actions}>
        {commands.map((c) => (
          <Button key={c} variant={variantOf(c)} onPress={() => press(c)} isDisabled={busy && run.variables?.type !== c} isPending={busy && run.variables?.type === c && !open} pendingLabel={t("app.saving")}>
            {label(c)}
          </Button>
        ))}
        {/* Commands refused by the same rule share one statement of it (a draft's two sends both wait for the
            weights to total 100%): said once, beside the buttons it refuses, which it describes. */}
        {reasons.map((reason, i) => (
          <span key={reason} className={s.refusedCommand}>
            {refused.filter((u) => u.reason === reason).map((u) => (
              <Button key={u.type} variant={variantOf(u.type)} isDisabled aria-describedby={`refused-${task.id}-${i}`}>
                {label(u.type)}
              </Button>
            ))}
            <span id={`refused-${task.id}-${i}`} className={s.muted}>
              {t(reason)}
            </span>
          </span>
        ))}
        {open && NEEDS_COMMENT.has(open) && (
          <CommentDialog
            title={t(commandLabel(open))}
            hint={t(open === "task.rework" ? "devPlans.rework.hint" : "devPlans.returnToWork.hint")}
            submitLabel={t(commandLabel(open))}
            isPending={run.isPending}
            onClose={() => setOpen(null)}
            onSubmit={(comment) => run.mutate({ type: open as TransitionType, comment }, { onSuccess: () => notifyDone(open) })}
          />
        )}
        {(open === "task.gradeMiddle" || open === "task.close") && (
          <GradeDialog
            task={task}
            kind={open === "task.close" ? "final" : "middle"}
            isPending={grade.isPending}
            onClose={() => setOpen(null)}
            onSubmit={(scores, comment) => grade.mutate({ kind: open === "task.close" ? "final" : "middle", scores, comment })}
          />
        )}
        <ConfirmDialog
          isOpen={open !== null && CONFIRM_FIRST.has(open)}
          onOpenChange={(o) => !o && setOpen(null)}
          title={t("devPlans.sendToClose.title")}
          message={t("devPlans.sendToClose.message")}
          confirmLabel={open ? label(open) : ""}
          cancelLabel={t("app.cancel")}
          irreversible
          isPending={run.isPending}
          pendingLabel={t("app.saving")}
          closeLabel={t("app.close")}
          onConfirm={() => open && run.mutate({ type: open as TransitionType }, { onSuccess: () => notifyDone(open) })}
        />
        <ConfirmDialog
          isOpen={open === "task.cancel"}
          onOpenChange={(o) => !o && setOpen(null)}
          title={t("devPlans.cancel.title")}
          message={t("devPlans.cancel.message")}
          confirmLabel={t("devPlans.command.cancel")}
          cancelLabel={t("app.cancel")}
          destructive
          isPending={run.isPending}
          pendingLabel={t("app.saving")}
          closeLabel={t("app.close")}
          onConfirm={() => run.mutate({ type: "task.cancel" }, { onSuccess: () => notifyDone("task.cancel") })}
        />
      </div>
    </>
  );
}
