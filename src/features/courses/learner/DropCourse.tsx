// The learner drops an additional course (the courseAppointment machine's course.cancel by the person: offered only
// where it allows it; a required course shows the button disabled beside the machine's reason, in CoursePage).
// Confirmed first, sent with the appointment's version; the course then leaves the person's pages.
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import { usePaths } from "../paths";
import { coursesKey } from "../queries";
import { useT } from "../useT";

export function DropCourse({ courseId, title, version, isDisabled }: { courseId: number; title: string; version: number | null; isDisabled?: boolean }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [asked, setAsked] = useState(false);
  const [pending, setPending] = useState(false);
  const drop = async () => {
    setPending(true);
    try {
      await api.drop(courseId, version ?? undefined);
      notify({ message: "courses.dropped", variant: "success" });
      setAsked(false);
      await qc.invalidateQueries({ queryKey: coursesKey, refetchType: "none" });
      await navigate({ to: paths.mine });
    } catch (e) {
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
      setAsked(false);
      await qc.invalidateQueries({ queryKey: coursesKey });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setAsked(true)} isDisabled={isDisabled}>{t("courses.drop")}</Button>
      <ConfirmDialog isOpen={asked} onOpenChange={setAsked} destructive
        title={t("courses.dropTitle")} message={t("courses.dropMessage", { title })}
        confirmLabel={t("courses.drop")} cancelLabel={t("courses.editor.keep")} isPending={pending} pendingLabel={t("courses.saving")}
        onConfirm={() => void drop()} />
    </>
  );
}
