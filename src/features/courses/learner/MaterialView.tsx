// One material of the employee's course: its title, its content (rich text, a library file to download, a video on
// its host, a SCORM package played in place, a test or feedback form filled in place), what the person finished of
// it, and "Mark as done" for content (a form counts by its submission). A
// SCORM material counts by the package's own result, so it has no such button; its player opens below its title
// and closing it reloads the course (the result may have passed it).
import { lazy, Suspense, useState } from "react";
import { Badge, type BadgeTone } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { Link } from "../../../../ui/components/Link";
import { Spinner } from "../../../../ui/components/Spinner";
import { notify } from "../../../app/snackbar/notify";
import { downloadLibraryFile } from "../../library/api";
import { RichTextView } from "../../../ui/richText";
import type * as api from "../api";
import * as s from "../courses.css";
import { useT } from "../useT";
import { FormMaterial } from "./FormMaterial";

const ScormPlayer = lazy(() => import("../../scorm/ScormPlayer").then((m) => ({ default: m.ScormPlayer })));

export type Finished = api.LearnerCourseDetails["finished"][number]["status"];
const tone: Record<Finished, BadgeTone> = { done: "success", completed: "success", failed: "danger" };

export interface MaterialProps {
  readonly courseId: number;
  readonly m: api.Material;
  readonly finished: Finished | undefined;
  /** Whether the person has an appointment whose progress counts (marking is shown at all). */
  readonly counts: boolean;
  /** The element describing why marking is refused now, or null when it is allowed. */
  readonly refusedBy: string | null;
  readonly pending: boolean;
  readonly onMark: () => void;
  readonly onPlayerClosed: () => void;
}

function Content({ courseId, m, counts, finished, refusedBy, onPlayerClosed }: Pick<MaterialProps, "courseId" | "m" | "counts" | "finished" | "refusedBy" | "onPlayerClosed">) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  if ((m.kind === "test" || m.kind === "feedback") && m.form) {
    // filled by a person whose appointment counts; anyone else (a catalogue visitor) sees that there is one
    return counts || finished !== undefined ? <FormMaterial courseId={courseId} m={m} refreshKey={`${counts}-${finished}-${refusedBy}`} onSubmitted={onPlayerClosed} /> : <p className={s.muted}>{t(`courses.form.only.${m.kind}`)}</p>;
  }
  if (m.kind === "text") return <RichTextView html={m.body_html ?? ""} />;
  if (m.kind === "video" && m.video_url) {
    // Opened on its host: the app's Content-Security-Policy plays media from its own origin only.
    return <p><Link href={m.video_url} target="_blank" rel="noopener noreferrer">{t("courses.material.openVideo")}</Link></p>;
  }
  if (m.kind === "file" && m.library_file_id) {
    return (
      <p>
        <Button variant="ghost" size="sm" aria-label={t("courses.material.download", { name: m.file_name ?? m.title })}
          onPress={() => void downloadLibraryFile({ id: m.library_file_id ?? 0, display_name: m.file_name ?? m.title })
            .catch(() => notify({ message: "courses.material.downloadFailed", variant: "error" }))}>
          {m.file_name ?? m.title}
        </Button>
      </p>
    );
  }
  if (m.kind === "scorm" && m.scorm_package_id) {
    if (!playing) return <p><Button variant="secondary" size="sm" onPress={() => setPlaying(true)}>{t("courses.material.openPlayer", { title: m.title })}</Button></p>;
    return (
      <Suspense fallback={<Spinner label={t("courses.loading")} />}>
        <ScormPlayer packageId={m.scorm_package_id} onLeave={() => {
          setPlaying(false);
          onPlayerClosed();
        }} />
      </Suspense>
    );
  }
  return null;
}

export function MaterialView({ courseId, m, finished, counts, refusedBy, pending, onMark, onPlayerClosed }: MaterialProps) {
  const t = useT();
  const markable = counts && m.kind !== "scorm" && m.kind !== "test" && m.kind !== "feedback" && finished === undefined;
  return (
    <section aria-labelledby={`material-${m.id}`} className={s.material}>
      <div className={s.actions}>
        <h3 id={`material-${m.id}`} className={s.materialTitle}>{m.title}</h3>
        <span className={s.muted}>{t(`courses.material.kind.${m.kind}`)}</span>
        {finished && <Badge tone={tone[finished]} dot>{t(`courses.material.status.${finished}`)}</Badge>}
      </div>
      <Content courseId={courseId} m={m} counts={counts} finished={finished} refusedBy={refusedBy} onPlayerClosed={onPlayerClosed} />
      {markable && (
        <div className={s.actions}>
          <Button variant="secondary" size="sm" onPress={onMark} isDisabled={refusedBy !== null} isPending={pending} pendingLabel={t("courses.saving")}
            aria-label={t("courses.material.markDoneOf", { title: m.title })} aria-describedby={refusedBy ?? undefined}>
            {t("courses.material.markDone")}
          </Button>
        </div>
      )}
    </section>
  );
}
