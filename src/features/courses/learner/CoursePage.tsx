// /education/courses/{course}: the course with its modules and materials (MaterialView), the person's progress, and
// the commands of their appointment as the server's courseAppointment machine gives them: the ones it allows as
// buttons, the ones it refuses disabled with the rule beside them (the devPlans CommandBar's pattern). "Continue"
// jumps to the first material not finished yet. A course passes by itself when its last material is finished.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Link } from "../../../../ui/components/Link";
import { Spinner } from "../../../../ui/components/Spinner";
import { notify } from "../../../app/snackbar/notify";
import * as p from "../../shell/page.css";
import { RichTextView } from "../../../ui/richText";
import { ProgressBar } from "../../../../ui/components/ProgressBar";
import { focusElement, focusWhenReady, pageHeading } from "../../../../ui/focus";
import * as api from "../api";
import * as s from "../courses.css";
import { usePaths } from "../paths";
import { coursesKey, learnerCourseQuery } from "../queries";
import { CoverImage } from "../Cover";
import { useT } from "../useT";
import { appointmentTone } from "./CourseCard";
import { DropCourse } from "./DropCourse";
import { MaterialView } from "./MaterialView";

/** "Continue": the first material not finished yet, scrolled to and focused (its heading). */
const toMaterial = (id: number) => {
  const el = document.getElementById(`material-${id}`);
  if (!el) return;
  el.scrollIntoView({ block: "start" });
  focusElement(el);
};

type Write = "start" | "retake" | "enrol" | { material: number };
const REFUSED_MARK = "course-mark-refused";
const COMMAND_LABEL = { start: "courses.start", retake: "courses.retake", drop: "courses.drop" } as const;

export function CoursePage({ courseId }: { courseId: number | null }) {
  const t = useT();
  const paths = usePaths();
  const client = useQueryClient();
  const query = useQuery({ ...learnerCourseQuery(courseId ?? 0), enabled: courseId !== null });
  const [pending, setPending] = useState<Write | null>(null);
  const act = async (what: Write) => {
    if (courseId === null) return;
    setPending(what);
    try {
      const next = await (what === "start" ? api.start(courseId) : what === "retake" ? api.retake(courseId) : what === "enrol" ? api.enrol(courseId)
        : api.markDone(courseId, what.material));
      client.setQueryData(learnerCourseQuery(courseId).queryKey, next);
      await client.invalidateQueries({ queryKey: coursesKey, refetchType: "none" });
      if (next.appointment?.state === "passed") notify({ message: "courses.passedNote", variant: "success" });
      // the pressed button is gone (marked, started): focus goes to the material's heading, or the page's
      focusWhenReady(() => (typeof what === "object" ? document.getElementById(`material-${what.material}`) : pageHeading()));
    } catch (e) {
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    } finally {
      setPending(null);
    }
  };
  if (courseId === null || query.error) {
    return (
      <div className={p.page}>
        <h1 className={p.pageTitle}>{t("courses.course.title")}</h1>
        <ErrorState title={t("courses.course.notFound")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
        <Link href={paths.mine}>{t("courses.back")}</Link>
      </div>
    );
  }
  if (!query.data) return <Spinner label={t("courses.loading")} />;
  const c = query.data;
  const a = c.appointment;
  const finished = new Map(c.finished.map((f) => [f.material_id, f.status]));
  const next = a?.state === "inProgress" ? c.modules.flatMap((m) => m.materials).find((m) => finished.get(m.id) === undefined || finished.get(m.id) === "failed") : undefined;
  const reasons = [...new Set(c.unavailable_commands.map((u) => u.reason))];
  return (
    <div className={p.page}>
      <Link href={paths.mine}>{t("courses.back")}</Link>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{c.title}</h1>
          <CoverImage fileId={c.cover_file_id} className={s.coverPreview} />
          <RichTextView html={c.description_html} />
          {a && (
            <ul className={s.badges} aria-label={t("courses.appointment")}>
              <li><Badge tone={a.overdue ? "danger" : appointmentTone[a.state]} dot>{t(a.overdue ? "courses.overdue" : `courses.state.${a.state}`)}</Badge></li>
              <li><Badge tone="neutral">{t(a.is_required ? "courses.required" : "courses.additional")}</Badge></li>
            </ul>
          )}
          {a && c.progress.total > 0 && (
            <ProgressBar className={s.progress} label={t("courses.progressLabel")} value={c.progress.done} maxValue={c.progress.total}
              valueLabel={t("courses.progress", { done: c.progress.done, total: c.progress.total })} />
          )}
        </div>
        <div className={s.actions}>
          {c.available_commands.map((type) => type === "drop" ? (
            <DropCourse key={type} courseId={c.id} title={c.title} version={c.appointment_version} isDisabled={pending !== null} />
          ) : (
            <Button key={type} onPress={() => void act(type)} isPending={pending === type} isDisabled={pending !== null && pending !== type} pendingLabel={t("courses.saving")}>
              {t(COMMAND_LABEL[type])}
            </Button>
          ))}
          {reasons.map((reason, i) => (
            <span key={reason} className={s.actions}>
              {c.unavailable_commands.filter((u) => u.reason === reason).map((u) => (
                <Button key={u.type} isDisabled aria-describedby={`course-refused-${i}`}>{t(COMMAND_LABEL[u.type])}</Button>
              ))}
              <span id={`course-refused-${i}`} className={s.muted}>{t(reason)}</span>
            </span>
          ))}
          {next && <Button variant="secondary" onPress={() => toMaterial(next.id)}>{t("courses.continue")}</Button>}
          {c.can_enrol && <Button onPress={() => void act("enrol")} isPending={pending === "enrol"} pendingLabel={t("courses.saving")}>{t("courses.enrol")}</Button>}
        </div>
      </header>
      {a?.state === "passed" && <p className={s.note} role="status">{t("courses.passedNote")}</p>}
      {a?.state === "notPassed" && <p className={s.note} role="status">{t("courses.failedNote")}</p>}
      {c.mark_reason && <p id={REFUSED_MARK} className={s.muted}>{t(c.mark_reason)}</p>}
      {c.modules.length === 0 ? (
        <EmptyState title={t("courses.course.noModules")} headingLevel={2} />
      ) : (
        <ol className={s.rows} aria-label={t("courses.course.modules")}>
          {c.modules.map((m) => (
            <li key={m.id} className={s.module}>
              <h2 className={s.moduleTitle}>{m.title}</h2>
              {m.materials.length === 0 ? <p className={s.muted}>{t("courses.course.noMaterials")}</p> : m.materials.map((x) => (
                <MaterialView key={x.id} courseId={c.id} m={x} finished={finished.get(x.id)} counts={a !== null && a.state !== "passed" && a.state !== "canceled"}
                  refusedBy={c.mark_reason ? REFUSED_MARK : null} pending={typeof pending === "object" && pending?.material === x.id}
                  onMark={() => void act({ material: x.id })} onPlayerClosed={() => void query.refetch()} />
              ))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
