// The track's media tab: the files and images of the tasks the person does, each with its kind, name, size and task,
// opened in a new tab or downloaded through the library's file serving (/api/files, PDFs through /api/getPdf),
// which gives a track's materials to the task's doer without library rights of their own. The task page lists its
// own task's files the same way.
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { EmptyState } from "../../../ui/components/EmptyState";
import { useLocale } from "../../app/i18n/IntlRoot";
import { formatSize } from "../../app/i18n/sizes";
import { notify } from "../../app/snackbar/notify";
import { downloadLibraryFile, openLibraryFile } from "../library/api";
import type * as api from "./api";
import * as s from "./learning.css";
import { useT } from "./useT";

const failed = () => notify({ message: "learning.media.failed", variant: "error" });

/** `inTask`: the list of one task's files (its page): no task name beside each, the list named as its section. */
export function TrackMaterials({ materials, inTask = false }: { materials: readonly api.TrackMaterial[]; inTask?: boolean }) {
  const t = useT();
  const locale = useLocale();
  if (materials.length === 0) return <EmptyState title={t("learning.media.empty")} headingLevel={2} />;
  const open = (m: api.TrackMaterial) => {
    // The tab opens inside the click (no popup blocker), then receives the bytes.
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    openLibraryFile({ id: m.file_id, display_name: m.name, pdf: m.kind === "pdf" }, tab).catch(() => {
      tab?.close();
      failed();
    });
  };
  return (
    <ul className={s.timeline} aria-label={t(inTask ? "learning.taskFiles.title" : "learning.media.label")}>
      {materials.map((m) => (
        <li key={`${m.task_id}-${m.file_id}`} className={s.step}>
          <div className={s.stepMain}>
            <span>
              <Badge tone="neutral">{t(`learning.media.kind.${m.kind}`)}</Badge> {m.name}
            </span>
            <span className={s.muted}>{inTask ? formatSize(m.size, locale) : `${m.task_title} · ${formatSize(m.size, locale)}`}</span>
          </div>
          <div className={s.actions}>
            <Button variant="secondary" size="sm" aria-label={t("learning.media.openNamed", { name: m.name })} onPress={() => open(m)}>
              {t("learning.media.open")}
            </Button>
            <Button variant="ghost" size="sm" aria-label={t("learning.media.downloadNamed", { name: m.name })}
              onPress={() => void downloadLibraryFile({ id: m.file_id, display_name: m.name }).catch(failed)}>
              {t("learning.media.download")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
