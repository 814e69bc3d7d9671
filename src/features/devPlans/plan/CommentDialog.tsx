// A dialog that asks for a required comment before a command (return for rework, return to work).
import { useState } from "react";
import { AppFormDialog } from "../../../app/AppFormDialog";
import { TextField } from "../../../../ui/components/TextField";
import { useT } from "../common";
import * as s from "../devPlans.css";

export interface CommentDialogProps {
  readonly title: string;
  readonly hint: string;
  readonly submitLabel: string;
  readonly isPending: boolean;
  readonly onClose: () => void;
  readonly onSubmit: (comment: string) => void;
}

export function CommentDialog({ title, hint, submitLabel, isPending, onClose, onSubmit }: CommentDialogProps) {
  const t = useT();
  const [comment, setComment] = useState("");
  const [tried, setTried] = useState(false);
  const empty = comment.trim() === "";
  const submit = () => {
    setTried(true);
    if (!empty) onSubmit(comment.trim());
  };
  return (
    <AppFormDialog title={title} submitLabel={submitLabel} isPending={isPending} onSubmit={submit} onClose={onClose} className={s.stack}>
      <p className={s.muted}>{hint}</p>
      <TextField
        label={t("devPlans.comment.label")}
        multiline
        rows={4}
        value={comment}
        onChange={setComment}
        isRequired
        maxLength={5000}
        autoFocus
        isInvalid={tried && empty}
        errorMessage={t("devPlans.comment.required")}
      />
    </AppFormDialog>
  );
}
