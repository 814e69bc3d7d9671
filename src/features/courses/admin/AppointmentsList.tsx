// The people appointed to the course (the editor's Assignments tab), a page at a time, each with their status and,
// where the courseAppointment machine takes an administrator's cancel (not passed, not canceled yet), a Cancel
// button that asks first (it cannot be undone) and sends the version the list showed.
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import * as s from "../courses.css";
import { appointmentsQuery, rowsOf } from "../queries";
import { useT } from "../useT";
import { appointmentTone } from "../learner/CourseCard";
import { LoadMore } from "../LoadMore";

export function AppointmentsList({ courseId, onChanged }: { courseId: number; onChanged: (c: api.CourseEditor) => void }) {
  const t = useT();
  const client = useQueryClient();
  const query = useInfiniteQuery(appointmentsQuery(courseId));
  const [asked, setAsked] = useState<api.CourseAppointment | null>(null);
  const [pending, setPending] = useState(false);
  const rows = rowsOf(query.data);
  const cancel = async (a: api.CourseAppointment) => {
    setPending(true);
    try {
      onChanged(await api.cancelAppointment(courseId, a.user_id, a.version));
      notify({ message: "courses.editor.canceled", variant: "success" });
    } catch (e) {
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    } finally {
      setPending(false);
      setAsked(null);
      await client.invalidateQueries({ queryKey: appointmentsQuery(courseId).queryKey });
    }
  };
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} />;
  if (rows.length === 0) return <EmptyState title={t("courses.editor.noAppointments")} headingLevel={2} />;
  return (
    <>
      <ul className={s.rows} aria-label={t("courses.editor.appointed")}>
        {rows.map((a) => (
          <li key={a.id} className={s.row}>
            <span className={s.rowMain}>
              <span>{a.name}</span>
              <span className={s.muted}>{t(a.is_required ? "courses.required" : "courses.additional")}</span>
            </span>
            <span className={s.actions}>
              <Badge tone={appointmentTone[a.state]} dot>{t(`courses.state.${a.state}`)}</Badge>
              {a.can_cancel && (
                <Button variant="ghost" size="sm" onPress={() => setAsked(a)} aria-label={t("courses.editor.cancelOf", { name: a.name })}>
                  {t("courses.editor.cancel")}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
      <ConfirmDialog isOpen={asked !== null} onOpenChange={(open) => !open && setAsked(null)} destructive
        title={t("courses.editor.cancelTitle")} message={t("courses.editor.cancelMessage", { name: asked?.name ?? "" })}
        confirmLabel={t("courses.editor.cancel")} cancelLabel={t("courses.editor.keep")} isPending={pending} pendingLabel={t("courses.saving")}
        onConfirm={() => asked && void cancel(asked)} />
    </>
  );
}
