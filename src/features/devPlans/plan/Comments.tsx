// Comments on a plan with replies: anyone the role model names may comment while the plan is open (the server
// offers `comment.add`); the author edits, the author or a plan administrator removes. After posting, replying or
// editing, focus goes to that comment (the form it was typed in is gone); after removing one, the rescue in the
// layout moves it to the next comment's first button.
import { type FormEvent, useState } from "react";
import { Button } from "../../../../ui/components/Button";
import { Card } from "../../../../ui/components/Card";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { TextField } from "../../../../ui/components/TextField";
import { focusWhenReady } from "../../../../ui/focus";
import { addComment, type Comment, editComment, removeComment, type Task } from "../api";
import { DateText, fullName, useT } from "../common";
import * as s from "../devPlans.css";
import { useDevPlansWrite } from "../queries";
import * as w from "./plan.css";

/** Focuses a comment once drawn: the one with `id`, or the newest in `after` that `before` did not have. */
const focusComment = (id: number) => focusWhenReady(() => document.querySelector<HTMLElement>(`[data-comment-id="${id}"]`));
const newCommentId = (before: readonly Comment[], after: Task) => {
  const known = new Set(before.map((c) => c.id));
  return after.comments.filter((c) => !known.has(c.id)).reduce((max, c) => Math.max(max, c.id), 0);
};

function CommentForm({ label, submitLabel, initial = "", onSubmit, onCancel, isPending }: {
  label: string; submitLabel: string; initial?: string; isPending: boolean; onSubmit: (text: string) => void; onCancel?: () => void;
}) {
  const t = useT();
  const [text, setText] = useState(initial);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (text.trim()) onSubmit(text.trim());
  };
  return (
    <form onSubmit={submit} className={s.stack}>
      <TextField label={label} multiline rows={3} value={text} onChange={setText} maxLength={5000} autoFocus={!!onCancel} />
      <div className={s.actions}>
        <Button type="submit" size="sm" isDisabled={!text.trim()} isPending={isPending} pendingLabel={t("app.saving")}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="ghost" onPress={onCancel} isDisabled={isPending}>
            {t("app.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}

function CommentItem({ task, comment, canComment, isReply }: { task: Task; comment: Comment; canComment: boolean; isReply: boolean }) {
  const t = useT();
  const [mode, setMode] = useState<"view" | "edit" | "reply">("view");
  const [removing, setRemoving] = useState(false);
  const mine = comment.author?.id === task.actor.id;
  const edit = useDevPlansWrite((text: string) => editComment(task.id, comment.id, text), {
    success: "devPlans.comment.edited", failure: "devPlans.comment.editFail", onSuccess: () => {
      setMode("view");
      focusComment(comment.id);
    },
  });
  const reply = useDevPlansWrite((text: string) => addComment(task.id, text, comment.id), {
    success: "devPlans.comment.replied", failure: "devPlans.comment.addFail", onSuccess: (after) => {
      setMode("view");
      focusComment(newCommentId(task.comments, after as Task));
    },
  });
  const remove = useDevPlansWrite(() => removeComment(task.id, comment.id), {
    success: "devPlans.comment.removed", failure: "devPlans.comment.removeFail", onSuccess: () => setRemoving(false),
  });
  return (
    <article data-comment-id={comment.id} tabIndex={-1} className={`${w.comment} ${isReply ? w.reply : ""}`} aria-label={t("devPlans.comment.by", { name: fullName(comment.author) || t("devPlans.system") })}>
      <div className={w.commentHead}>
        <span className={s.strong}>{fullName(comment.author) || t("devPlans.system")}</span>
        <span className={s.small}>
          <DateText value={comment.created_at} kind="long" />
          {comment.updated_at !== comment.created_at && ` · ${t("devPlans.comment.editedMark")}`}
        </span>
      </div>
      {mode === "edit" ? (
        <CommentForm label={t("devPlans.comment.editLabel")} submitLabel={t("app.save")} initial={comment.text} isPending={edit.isPending}
          onSubmit={(text) => edit.mutate(text)} onCancel={() => setMode("view")} />
      ) : (
        <p className={s.prewrap}>{comment.text}</p>
      )}
      {canComment && mode === "view" && (
        <div className={w.commentActions}>
          {!isReply && (
            <Button size="sm" variant="ghost" onPress={() => setMode("reply")}>
              {t("devPlans.comment.reply")}
            </Button>
          )}
          {mine && (
            <Button size="sm" variant="ghost" onPress={() => setMode("edit")}>
              {t("devPlans.item.edit")}
            </Button>
          )}
          {(mine || task.actor.isPlanAdmin) && (
            <Button size="sm" variant="ghost" onPress={() => setRemoving(true)}>
              {t("devPlans.item.remove")}
            </Button>
          )}
        </div>
      )}
      {mode === "reply" && (
        <div className={w.reply}>
          <CommentForm label={t("devPlans.comment.replyLabel")} submitLabel={t("devPlans.comment.reply")} isPending={reply.isPending}
            onSubmit={(text) => reply.mutate(text)} onCancel={() => setMode("view")} />
        </div>
      )}
      <ConfirmDialog isOpen={removing} onOpenChange={setRemoving} title={t("devPlans.comment.removeTitle")} message={t("devPlans.comment.removeMessage")}
        confirmLabel={t("devPlans.item.remove")} cancelLabel={t("app.cancel")} destructive isPending={remove.isPending} pendingLabel={t("app.saving")}
        onConfirm={() => remove.mutate(undefined)} />
    </article>
  );
}

export function Comments({ task }: { task: Task }) {
  const t = useT();
  const canComment = task.available_commands.includes("comment.add");
  const [formKey, setFormKey] = useState(0);
  const add = useDevPlansWrite((text: string) => addComment(task.id, text), {
    success: "devPlans.comment.added", failure: "devPlans.comment.addFail", onSuccess: (after) => {
      setFormKey((k) => k + 1);
      focusComment(newCommentId(task.comments, after as Task));
    },
  });
  const ids = new Set(task.comments.map((c) => c.id));
  // a reply whose comment was removed stays visible at the top level
  const roots = task.comments.filter((c) => c.parent_id === null || !ids.has(c.parent_id));
  const repliesOf = (id: number) => task.comments.filter((c) => c.parent_id === id);
  return (
    <Card title={t("devPlans.comments.title")} titleLevel={2} description={task.comments.length ? t("devPlans.comments.count", { count: task.comments.length }) : undefined}>
      <div className={s.stack}>
        {roots.length === 0 && <p className={s.muted}>{t("devPlans.comments.empty")}</p>}
        {roots.map((c) => (
          <div key={c.id}>
            <CommentItem task={task} comment={c} canComment={canComment} isReply={false} />
            {repliesOf(c.id).map((r) => (
              <CommentItem key={r.id} task={task} comment={r} canComment={canComment} isReply />
            ))}
          </div>
        ))}
        {canComment && (
          <CommentForm key={formKey} label={t("devPlans.comment.new")} submitLabel={t("devPlans.comment.send")} isPending={add.isPending} onSubmit={(text) => add.mutate(text)} />
        )}
      </div>
    </Card>
  );
}
