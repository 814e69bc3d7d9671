// The course's custom-notifications tab (spec 000 §2 settings): an administrator's own messages, each sent to every
// person appointed so many days after their appointment or before their due date (the server's job sends them as
// in-app notifications, mailed by each person's choice). Listed with how many people got each; added and removed here.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fieldErrorsOf, messageIdOf } from "../../../../services/client/errors";
import { COURSE_NOTICE_LIMITS, type CourseCustomNotice, type CourseNoticeAnchor } from "../../../../services/contract/courseNotices";
import { Button } from "../../../../ui/components/Button";
import { ConfirmDialog } from "../../../../ui/components/ConfirmDialog";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Radio, RadioGroup } from "../../../../ui/components/RadioGroup";
import { Spinner } from "../../../../ui/components/Spinner";
import { TextField } from "../../../../ui/components/TextField";
import { notify } from "../../../app/snackbar/notify";
import * as api from "../api";
import * as s from "../courses.css";
import { courseNoticesQuery } from "../queries";
import { useT } from "../useT";

const EMPTY = { title: "", body: "", anchor: "appointment" as CourseNoticeAnchor, days: "0" };

export function CourseCustomNotices({ courseId }: { courseId: number }) {
  const t = useT();
  const qc = useQueryClient();
  const query = useQuery(courseNoticesQuery(courseId));
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [asked, setAsked] = useState<CourseCustomNotice | null>(null);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} />;
  const data = query.data;
  const daysValid = /^\d+$/.test(draft.days) && Number(draft.days) <= COURSE_NOTICE_LIMITS.days;
  const run = async (work: () => Promise<typeof data>, done: string) => {
    setPending(true);
    try {
      qc.setQueryData(courseNoticesQuery(courseId).queryKey, await work());
      notify({ message: done, variant: "success" });
      return true;
    } catch (e) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(e)).map(([k, [m]]) => [k, m])));
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
      return false;
    } finally {
      setPending(false);
    }
  };
  const add = async () => {
    const local: Record<string, string> = {};
    if (!draft.title.trim()) local.title = "courses.errors.empty";
    if (!draft.body.trim()) local.body = "courses.errors.empty";
    if (!daysValid) local.days = "courses.notices.daysRange";
    setErrors(local);
    if (Object.keys(local).length) return;
    const ok = await run(() => api.addCustomNotice(courseId, { title: draft.title, body: draft.body, anchor: draft.anchor, days: Number(draft.days) }), "courses.notices.added");
    if (ok) setDraft(EMPTY);
  };
  const remove = async (n: CourseCustomNotice) => {
    if (await run(() => api.removeCustomNotice(courseId, n.id), "courses.notices.removed")) setAsked(null);
  };
  const when = (n: { anchor: CourseNoticeAnchor; days: number }) => t(`courses.notices.when.${n.anchor}`, { days: n.days });
  return (
    <div className={s.section}>
      <p>{t("courses.notices.customIntro")}</p>
      {data.custom.length === 0 ? (
        <EmptyState title={t("courses.notices.none")} />
      ) : (
        <ul className={s.rows} aria-label={t("courses.notices.listLabel")}>
          {data.custom.map((n) => (
            <li key={n.id} className={s.row}>
              <span className={s.rowMain}>
                <strong>{n.title}</strong>
                <span>{n.body}</span>
                <span>{when(n)} · {t("courses.notices.sent", { count: n.sent })}</span>
              </span>
              <Button variant="ghost" size="sm" onPress={() => setAsked(n)} aria-label={t("courses.notices.removeOf", { title: n.title })}>
                {t("courses.notices.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h2 className={s.sectionTitleSpaced}>{t("courses.notices.addTitle")}</h2>
      {!data.has_deadline && <p>{t("courses.notices.noDeadline")}</p>}
      <TextField label={t("courses.notices.title")} value={draft.title} maxLength={COURSE_NOTICE_LIMITS.title} isRequired
        onChange={(v) => setDraft((d) => ({ ...d, title: v }))} isInvalid={!!errors.title} errorMessage={errors.title ? t(errors.title) : undefined} />
      <TextField label={t("courses.notices.body")} value={draft.body} maxLength={COURSE_NOTICE_LIMITS.body} multiline isRequired
        onChange={(v) => setDraft((d) => ({ ...d, body: v }))} isInvalid={!!errors.body} errorMessage={errors.body ? t(errors.body) : undefined} />
      <RadioGroup label={t("courses.notices.anchor")} value={draft.anchor} onChange={(v) => setDraft((d) => ({ ...d, anchor: v as CourseNoticeAnchor }))}>
        <Radio value="appointment">{t("courses.notices.anchor.appointment")}</Radio>
        <Radio value="deadline">{t("courses.notices.anchor.deadline")}</Radio>
      </RadioGroup>
      <TextField label={t("courses.notices.days")} value={draft.days} inputMode="numeric" isRequired
        description={t("courses.notices.daysHelp", { max: COURSE_NOTICE_LIMITS.days })}
        onChange={(v) => setDraft((d) => ({ ...d, days: v.trim() }))} isInvalid={!!errors.days || (draft.days !== "" && !daysValid)}
        errorMessage={errors.days || (draft.days !== "" && !daysValid) ? t(errors.days ?? "courses.notices.daysRange", { max: COURSE_NOTICE_LIMITS.days }) : undefined} />
      <div className={s.toolbar}>
        <Button onPress={() => void add()} isPending={pending && asked === null} pendingLabel={t("courses.saving")}>{t("courses.notices.add")}</Button>
      </div>
      <ConfirmDialog isOpen={asked !== null} onOpenChange={(open) => !open && setAsked(null)} destructive
        title={t("courses.notices.removeTitle")} message={t("courses.notices.removeMessage", { title: asked?.title ?? "" })}
        confirmLabel={t("courses.notices.remove")} cancelLabel={t("courses.editor.keep")} isPending={pending} pendingLabel={t("courses.saving")}
        onConfirm={() => asked && void remove(asked)} />
    </div>
  );
}
