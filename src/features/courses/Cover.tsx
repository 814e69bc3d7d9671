// A course's cover: the image (a library file of the client's public images, fetched with the session's token as
// the avatars are, so a blob URL), and the editor's upload / replace / remove controls. The upload goes through the
// library's one-file helper with purpose "cover" (jpg, jpeg, png, bmp or gif up to 5 MB, checked on the client and
// again by the server), then the course is saved naming the new file.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FileTrigger } from "react-aria-components";
import { messageIdOf } from "../../../services/client/errors";
import { Button } from "../../../ui/components/Button";
import { notify } from "../../app/snackbar/notify";
import { acceptFor, useFileUpload, useUploadFailureNotice } from "../library/upload";
import { avatarQuery } from "../users/avatar/queries";
import type * as api from "./api";
import * as s from "./courses.css";
import { useT } from "./useT";

/** The cover image, decorative (the title says what the course is); nothing while it loads or when there is none. */
export function CoverImage({ fileId, className }: { fileId: number | null; className?: string }) {
  const url = useQuery(avatarQuery(fileId)).data;
  return fileId !== null && url ? <img src={url} alt="" className={className ?? s.cover} loading="lazy" data-testid="course-cover" /> : null;
}

/** The editor's cover: the image, Upload (or Replace) and Remove; `save` stores the course with the cover given. */
export function CoverField({ course, save }: { course: api.CourseEditor; save: (coverFileId: number | null) => Promise<unknown> }) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  const apply = async (id: number | null) => {
    setSaving(true);
    try {
      await save(id);
    } catch (e) {
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    } finally {
      setSaving(false);
    }
  };
  const upload = useFileUpload({ kind: "avatar", purpose: "cover", showInFiles: false, maxBytes: 5 * 1024 * 1024, onDone: (item) => void apply(item.id) });
  useUploadFailureNotice(upload);
  const busy = upload.status === "uploading" || saving;
  return (
    <section className={s.section} aria-labelledby="course-cover">
      <h2 id="course-cover" className={s.sectionTitle}>{t("courses.cover.title")}</h2>
      {course.cover_file_id === null ? <p className={s.muted}>{t("courses.cover.none")}</p> : <CoverImage fileId={course.cover_file_id} className={s.coverPreview} />}
      <p className={s.muted}>{t("courses.cover.hint")}</p>
      <div className={s.actions}>
        <FileTrigger acceptedFileTypes={acceptFor("avatar").split(",")} onSelect={(files) => files?.[0] && upload.select(files[0])}>
          <Button variant="secondary" isPending={busy} pendingLabel={t("courses.cover.uploading", { percent: Math.round(upload.progress) })}>
            {t(course.cover_file_id === null ? "courses.cover.upload" : "courses.cover.replace")}
          </Button>
        </FileTrigger>
        {course.cover_file_id !== null && <Button variant="ghost" isDisabled={busy} onPress={() => void apply(null)}>{t("courses.cover.remove")}</Button>}
      </div>
    </section>
  );
}
