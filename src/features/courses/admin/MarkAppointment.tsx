// An administrator's pass or fail mark on a person's course (the analytics' Users view): offered where the
// courseAppointment machine takes it now (`can_pass`, `can_fail`), confirmed first, sent with the appointment's
// version. Passing grants the course's certificate, as a pass by the course's own results does.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import type { CourseUserRow } from "../../../../services/contract/courses";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import { coursesKey } from "../queries";
import { useT } from "../useT";

type Result = "passed" | "failed";

export function MarkAppointment({ courseId, row }: { courseId: number; row: CourseUserRow }) {
  const t = useT();
  const qc = useQueryClient();
  const [asked, setAsked] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);
  const mark = async (result: Result) => {
    setPending(true);
    try {
      await api.markAppointment(courseId, row.user_id, result, row.version);
      notify({ message: `courses.mark.done.${result}`, variant: "success" });
      setAsked(null);
    } catch (e) {
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
      setAsked(null);
    } finally {
      setPending(false);
      // the Users view, the editor's counts and the certificates tab all change with a mark
      await qc.invalidateQueries({ queryKey: coursesKey });
    }
  };
  if (!row.can_pass && !row.can_fail) return null;
  return (
    <>
      {row.can_pass && (
        <Button variant="secondary" size="sm" onPress={() => setAsked("passed")} aria-label={t("courses.mark.passOf", { name: row.name })}>
          {t("courses.mark.pass")}
        </Button>
      )}
      {row.can_fail && (
        <Button variant="ghost" size="sm" onPress={() => setAsked("failed")} aria-label={t("courses.mark.failOf", { name: row.name })}>
          {t("courses.mark.fail")}
        </Button>
      )}
      <ConfirmDialog isOpen={asked !== null} onOpenChange={(open) => !open && setAsked(null)} destructive={asked === "failed"}
        title={t(`courses.mark.title.${asked ?? "passed"}`)} message={t(`courses.mark.message.${asked ?? "passed"}`, { name: row.name })}
        confirmLabel={t(asked === "failed" ? "courses.mark.fail" : "courses.mark.pass")} cancelLabel={t("courses.editor.keep")}
        isPending={pending} pendingLabel={t("courses.saving")} onConfirm={() => asked && void mark(asked)} />
    </>
  );
}
