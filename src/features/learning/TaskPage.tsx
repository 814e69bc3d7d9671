// A task opened by its person or its doer (/learning/track/{track}/task/{task}, /manager/my-tasks/{activity}/task/{task}):
// its content, event or milestone, its own files, its form or test (score and right answers once completed), and the
// trackProgress machine's buttons with the reason beside an unavailable one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { FormDefinition } from "../../../services/formBuilder";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Link } from "../../../ui/components/Link";
import { Spinner } from "../../../ui/components/Spinner";
import { RichTextView } from "../../ui/richText";
import * as p from "../shell/page.css";
import * as api from "./api";
import { DateText } from "./DateText";
import * as s from "./learning.css";
import { usePaths } from "./paths";
import { learningKey, taskQuery } from "./queries";
import { stateLabel, stateTone } from "./states";
import { TaskForm } from "./TaskForm";
import { TrackMaterials } from "./TrackMaterials";
import { useT } from "./useT";

const LEARNING_TYPE = 5;

/**
 * A learning task's course: a link to its page, and what happens next. Someone without an appointment (or whose
 * appointment was canceled) is told so: the course page shows whether they may enrol (learning README).
 */
function CourseLink({ course, completed }: { course: NonNullable<api.TaskDetails["content"]["course"]>; completed: boolean }) {
  const t = useT();
  const paths = usePaths();
  const appointed = course.appointment_state !== null && course.appointment_state !== "canceled";
  return (
    <section aria-labelledby="task-course">
      <h2 id="task-course">{t("learning.course.title")}</h2>
      <p><Link href={paths.course(course.id)}>{course.title}</Link></p>
      {!completed && <p className={s.muted}>{t(appointed ? "learning.course.completesWith" : "learning.course.notAppointed")}</p>}
    </section>
  );
}

export function TaskPage({ taskId, backHref }: { taskId: number | null; backHref: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery({ ...taskQuery(taskId ?? 0), enabled: taskId !== null });
  const complete = useMutation({
    mutationFn: (task: api.TaskDetails) => api.progress(task.id, "complete", task.version),
    meta: { errorMessage: "learning.completeFailed", successMessage: "learning.completed" },
    onSuccess: (task) => queryClient.setQueryData(taskQuery(task.id).queryKey, task),
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningKey }),
  });
  const reload = useCallback(async () => (await query.refetch()).data, [query.refetch]);
  const onSaved = useCallback(
    (saved: api.SavedForm) => queryClient.setQueryData(taskQuery(taskId ?? 0).queryKey, (old) => (old ? { ...old, saved, state: old.state === "available" ? "in_progress" : old.state } : old)),
    [queryClient, taskId],
  );
  if (taskId === null || query.error) {
    return (
      <div className={p.page}>
        <h1 className={p.pageTitle}>{t("learning.taskTitle")}</h1>
        <ErrorState title={t("learning.taskNotFound")} retryLabel={t("learning.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
        <Link href={backHref}>{t("learning.back")}</Link>
      </div>
    );
  }
  const task = query.data;
  if (!task) return <Spinner label={t("learning.loading")} />;
  const completed = task.state === "completed";
  return (
    <div className={p.page}>
      <Link href={backHref}>{t("learning.back")}</Link>
      <article className={s.task} aria-labelledby="task-title">
        <header>
          <h1 id="task-title" className={p.pageTitle}>{task.title}</h1>
          <p className={s.muted}>
            {task.workflow_name} · {task.person.name}
            {task.end_date && <> · {t("learning.due")} <DateText value={task.end_date} /></>}
          </p>
          <Badge tone={stateTone[task.state]} dot>{t(stateLabel(task.state))}</Badge>
        </header>
        {task.content.text_html && <RichTextView html={task.content.text_html} />}
        {task.content.event && (
          <p>{t("learning.event", { place: task.content.event.location ?? "—", time: task.content.event.starts_at_time ?? "—" })}</p>
        )}
        {task.content.image_url && <img src={task.content.image_url} alt="" style={{ maxWidth: "100%" }} />}
        {/* the task's own files, to its doer (the server lists none to anyone else); no section when it has none:
            most tasks have no files, and an empty "Files" heading on each would only be noise */}
        {task.materials.length > 0 && (
          <section aria-labelledby="task-files">
            <h2 id="task-files">{t("learning.taskFiles.title")}</h2>
            <TrackMaterials materials={task.materials} inTask />
          </section>
        )}
        {task.type_id === LEARNING_TYPE && task.content.course && <CourseLink course={task.content.course} completed={completed} />}
        {task.content.profile_fields.length > 0 && <p className={s.muted}>{t("learning.profileFields", { count: task.content.profile_fields.length })}</p>}
        {task.score && (
          <p role="status">{t("learning.score", { correct: task.score.correct, total: task.score.total, percent: task.score.percent })}</p>
        )}
        {task.form != null && (
          <TaskForm
            key={`${task.id}-${completed}`}
            taskId={task.id}
            definition={task.form as FormDefinition}
            saved={task.saved}
            completed={completed || !task.mine}
            showResults={completed && task.score !== null}
            reload={reload}
            onSaved={onSaved}
          />
        )}
        {!completed && (
          <div className={s.actions}>
            <Button onPress={() => complete.mutate(task)} isDisabled={!task.commands.complete} isPending={complete.isPending} pendingLabel={t("learning.loading")}>
              {t(task.form ? "learning.submit" : "learning.markDone")}
            </Button>
            {task.commands.complete_reason && <p className={s.reason}>{t(task.commands.complete_reason)}</p>}
          </div>
        )}
      </article>
    </div>
  );
}
