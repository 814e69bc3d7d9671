// /education/courses/{course}: the course with its modules and materials (rich text rendered and sanitised by the
// server, library files to download, videos). SCORM materials are listed by their title only: the player is the
// scorm area's, and nothing links to it until it exists.
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
import { downloadLibraryFile } from "../../library/api";
import * as p from "../../shell/page.css";
import { RichTextView } from "../../../ui/richText";
import * as api from "../api";
import * as s from "../courses.css";
import { usePaths } from "../paths";
import { coursesKey, learnerCourseQuery } from "../queries";
import { useT } from "../useT";
import { appointmentTone } from "./CourseCard";

function MaterialView({ m }: { m: api.Material }) {
  const t = useT();
  if (m.kind === "text") {
    return (
      <section aria-labelledby={`material-${m.id}`}>
        <h3 id={`material-${m.id}`}>{m.title}</h3>
        <RichTextView html={m.body_html ?? ""} />
      </section>
    );
  }
  if (m.kind === "video" && m.video_url) {
    // Opened on its host: the app's Content-Security-Policy plays media from its own origin only.
    return (
      <p>
        <Link href={m.video_url} target="_blank" rel="noopener noreferrer">{m.title}</Link>
        <span className={s.muted}> · {t("courses.material.kind.video")}</span>
      </p>
    );
  }
  if (m.kind === "file" && m.library_file_id) {
    return (
      <p>
        <Button variant="ghost" size="sm" aria-label={t("courses.material.download", { name: m.file_name ?? m.title })}
          onPress={() => void downloadLibraryFile({ id: m.library_file_id ?? 0, display_name: m.file_name ?? m.title })
            .catch(() => notify({ message: "courses.material.downloadFailed", variant: "error" }))}>
          {m.file_name ?? m.title}
        </Button>
        <span className={s.muted}> · {t("courses.material.kind.file")}</span>
      </p>
    );
  }
  return <p>{m.title} <span className={s.muted}>· {t("courses.material.kind.scorm")}</span></p>;
}

export function CoursePage({ courseId }: { courseId: number | null }) {
  const t = useT();
  const paths = usePaths();
  const client = useQueryClient();
  const query = useQuery({ ...learnerCourseQuery(courseId ?? 0), enabled: courseId !== null });
  const [pending, setPending] = useState(false);
  const act = async (what: "start" | "enrol") => {
    if (courseId === null) return;
    setPending(true);
    try {
      const next = await (what === "start" ? api.start(courseId) : api.enrol(courseId));
      client.setQueryData(learnerCourseQuery(courseId).queryKey, next);
      await client.invalidateQueries({ queryKey: coursesKey });
    } catch (e) {
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    } finally {
      setPending(false);
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
  return (
    <div className={p.page}>
      <Link href={paths.mine}>{t("courses.back")}</Link>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{c.title}</h1>
          <RichTextView html={c.description_html} />
          {a && (
            <ul className={s.badges} aria-label={t("courses.appointment")}>
              <li><Badge tone={a.overdue ? "danger" : appointmentTone[a.state]} dot>{t(a.overdue ? "courses.overdue" : `courses.state.${a.state}`)}</Badge></li>
              <li><Badge tone="neutral">{t(a.is_required ? "courses.required" : "courses.additional")}</Badge></li>
            </ul>
          )}
        </div>
        <div className={s.actions}>
          {c.can_start && <Button onPress={() => void act("start")} isPending={pending} pendingLabel={t("courses.saving")}>{t("courses.start")}</Button>}
          {c.can_enrol && <Button onPress={() => void act("enrol")} isPending={pending} pendingLabel={t("courses.saving")}>{t("courses.enrol")}</Button>}
        </div>
      </header>
      {c.modules.length === 0 ? (
        <EmptyState title={t("courses.course.noModules")} headingLevel={2} />
      ) : (
        <ol className={s.rows} aria-label={t("courses.course.modules")}>
          {c.modules.map((m) => (
            <li key={m.id} className={s.module}>
              <h2 className={s.moduleTitle}>{m.title}</h2>
              {m.materials.length === 0 ? <p className={s.muted}>{t("courses.course.noMaterials")}</p> : m.materials.map((x) => <MaterialView key={x.id} m={x} />)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
