// management/learning/courses/{course}: the course's fields, its state (the course machine: publishing needs an
// active course with a module, the refusal's reason shown beside the button), copy, modules and materials, and the
// appointment rules (the form) with the people appointed.
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { Checkbox } from "../../../../ui/components/Checkbox";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Link } from "../../../../ui/components/Link";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { Spinner } from "../../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { TextField } from "../../../../ui/components/TextField";
import * as p from "../../shell/page.css";
import * as api from "../api";
import * as s from "../courses.css";
import { usePaths } from "../paths";
import { catalogsQuery, categoriesQuery, courseEditorQuery, coursesKey, rowsOf, tagsQuery } from "../queries";
import { useT } from "../useT";
import { stateTone } from "./CoursesAdminPage";
import { CoverField } from "../Cover";
import { AppointmentsForm } from "./AppointmentsForm";
import { AppointmentsList } from "./AppointmentsList";
import { CourseAnalytics } from "./CourseAnalytics";
import { CourseCertificate } from "./CourseCertificate";
import { CourseCustomNotices } from "./CourseCustomNotices";
import { CourseSystemNotices } from "./CourseSystemNotices";
import { applyWith, ModulesEditor } from "./ModulesEditor";

const numberOrNull = (v: string) => (v.trim() === "" ? null : Number(v));
const toggle = (ids: readonly number[], id: number, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

/** The course's fields as saved, to send again with one changed. */
const inputOf = (c: api.CourseEditor): api.CourseInput => ({
  title: c.title, description: c.description, cover_file_id: c.cover_file_id, category_id: c.category_id, level: c.level, format: c.format,
  average_minutes: c.average_minutes, deadline_days: c.deadline_days, admin_ids: [...c.admin_ids], tag_ids: [...c.tag_ids], catalog_ids: [...c.catalog_ids],
});

function GeneralForm({ course, apply }: { course: api.CourseEditor; apply: ReturnType<typeof applyWith> }) {
  const t = useT();
  const categories = rowsOf(useInfiniteQuery(categoriesQuery()).data);
  const catalogs = rowsOf(useInfiniteQuery(catalogsQuery()).data);
  const tags = rowsOf(useInfiniteQuery(tagsQuery()).data);
  const [v, setV] = useState(() => ({
    title: course.title, description: course.description, category_id: course.category_id, level: course.level, format: course.format,
    average: course.average_minutes === null ? "" : String(course.average_minutes), deadline: course.deadline_days === null ? "" : String(course.deadline_days),
    catalog_ids: [...course.catalog_ids], tag_ids: [...course.tag_ids],
  }));
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    await apply(() => api.updateCourse(course.id, {
      title: v.title.trim(), description: v.description, cover_file_id: course.cover_file_id, category_id: v.category_id, level: v.level, format: v.format,
      average_minutes: numberOrNull(v.average), deadline_days: numberOrNull(v.deadline), admin_ids: [...course.admin_ids], tag_ids: v.tag_ids, catalog_ids: v.catalog_ids,
    }, course.version));
    setPending(false);
  };
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={t("courses.field.title")} value={v.title} onChange={(title) => setV({ ...v, title })} maxLength={255} isRequired />
      <TextField label={t("courses.field.description")} description={t("courses.field.markdown")} value={v.description} onChange={(description) => setV({ ...v, description })} multiline rows={5} />
      <div className={s.grid2}>
        <Select label={t("courses.field.category")} selectedKey={v.category_id ?? "none"} onSelectionChange={(k) => setV({ ...v, category_id: k === "none" ? null : Number(k) })}>
          {[{ id: "none" as const, name: t("courses.field.noCategory") }, ...categories].map((c) => <ListBoxItem key={c.id} id={c.id} textValue={c.name}>{c.name}</ListBoxItem>)}
        </Select>
        <TextField label={t("courses.field.level")} value={v.level} onChange={(level) => setV({ ...v, level })} maxLength={100} />
        <TextField label={t("courses.field.format")} value={v.format} onChange={(format) => setV({ ...v, format })} maxLength={100} />
        <TextField label={t("courses.field.averageMinutes")} value={v.average} onChange={(average) => setV({ ...v, average })} inputMode="numeric" />
        <TextField label={t("courses.field.deadlineDays")} value={v.deadline} onChange={(deadline) => setV({ ...v, deadline })} inputMode="numeric" />
      </div>
      {catalogs.length > 0 && (
        <fieldset className={s.section}>
          <legend>{t("courses.field.catalogs")}</legend>
          {catalogs.map((c) => <Checkbox key={c.id} isSelected={v.catalog_ids.includes(c.id)} onChange={(on) => setV({ ...v, catalog_ids: toggle(v.catalog_ids, c.id, on) })}>{c.name}</Checkbox>)}
        </fieldset>
      )}
      {tags.length > 0 && (
        <fieldset className={s.section}>
          <legend>{t("courses.field.tags")}</legend>
          {tags.map((c) => <Checkbox key={c.id} isSelected={v.tag_ids.includes(c.id)} onChange={(on) => setV({ ...v, tag_ids: toggle(v.tag_ids, c.id, on) })}>{c.name}</Checkbox>)}
        </fieldset>
      )}
      <div className={s.actions}>
        <Button type="submit" isPending={pending} pendingLabel={t("courses.saving")}>{t("courses.save")}</Button>
      </div>
    </form>
  );
}

function StateBar({ course, apply }: { course: api.CourseEditor; apply: ReturnType<typeof applyWith> }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const c = course.commands;
  const run = (command: "activate" | "deactivate" | "publish" | "unpublish") => void apply(() => api.courseState(course.id, command, course.state_version));
  const copy = async () => {
    let copyId = 0;
    if (await apply(async () => { const made = await api.copyCourse(course.id); copyId = made.id; return course; })) await navigate({ to: paths.editor(copyId) });
  };
  return (
    <div className={s.actions}>
      <Badge tone={stateTone[course.state]} dot>{t(`courses.courseState.${course.state}`)}</Badge>
      {c.activate && <Button variant="secondary" onPress={() => run("activate")}>{t("courses.command.activate")}</Button>}
      {course.state !== "published" && (
        <Button variant="secondary" onPress={() => run("publish")} isDisabled={!c.publish} aria-describedby={c.publish ? undefined : "publish-reason"}>{t("courses.command.publish")}</Button>
      )}
      {!c.publish && course.state !== "published" && c.publish_reason && <span id="publish-reason" className={s.muted}>{t(c.publish_reason)}</span>}
      {c.unpublish && <Button variant="secondary" onPress={() => run("unpublish")}>{t("courses.command.unpublish")}</Button>}
      {c.deactivate && <Button variant="ghost" onPress={() => run("deactivate")}>{t("courses.command.deactivate")}</Button>}
      <Button variant="ghost" onPress={() => void copy()}>{t("courses.command.copy")}</Button>
    </div>
  );
}

export function CourseEditorPage({ courseId }: { courseId: number | null }) {
  const t = useT();
  const paths = usePaths();
  const client = useQueryClient();
  const query = useQuery({ ...courseEditorQuery(courseId ?? 0), enabled: courseId !== null });
  const [course, setCourse] = useState<api.CourseEditor | undefined>(query.data);
  useEffect(() => setCourse(query.data), [query.data]);
  if (courseId === null || query.error) {
    return (
      <div className={p.page}>
        <h1 className={p.pageTitle}>{t("courses.editor.title")}</h1>
        <ErrorState title={t("courses.course.notFound")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
        <Link href={paths.admin}>{t("courses.admin.back")}</Link>
      </div>
    );
  }
  if (!course) return <Spinner label={t("courses.loading")} />;
  const put = (next: api.CourseEditor) => {
    setCourse(next);
    client.setQueryData(courseEditorQuery(next.id).queryKey, next);
    void client.invalidateQueries({ queryKey: coursesKey, predicate: (q) => q.queryKey[1] !== "editor" });
  };
  const apply = applyWith(put);
  const counts = course.appointments.counts;
  return (
    <div className={p.page}>
      <Link href={paths.admin}>{t("courses.admin.back")}</Link>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{course.title}</h1>
          <p className={s.muted}>{t("courses.admin.modulesCount", { n: course.modules })}</p>
        </div>
      </header>
      <StateBar course={course} apply={apply} />
      <Tabs>
        <TabList aria-label={t("courses.editor.tabs")}>
          <Tab id="materials">{t("courses.editor.tab.materials")}</Tab>
          <Tab id="general">{t("courses.editor.tab.general")}</Tab>
          <Tab id="appointments">{t("courses.editor.tab.appointments")}</Tab>
          <Tab id="certificate">{t("courses.editor.tab.certificate")}</Tab>
          <Tab id="customNotifications">{t("courses.editor.tab.customNotifications")}</Tab>
          <Tab id="systemNotifications">{t("courses.editor.tab.systemNotifications")}</Tab>
          <Tab id="analytics">{t("courses.editor.tab.analytics")}</Tab>
        </TabList>
        <TabPanel id="materials"><ModulesEditor course={course} apply={apply} /></TabPanel>
        <TabPanel id="general">
          <CoverField course={course} save={(cover) => apply(() => api.updateCourse(course.id, { ...inputOf(course), cover_file_id: cover }, course.version))} />
          <GeneralForm key={course.version} course={course} apply={apply} />
        </TabPanel>
        <TabPanel id="appointments">
          <ul className={s.rows} aria-label={t("courses.editor.appointmentCounts")}>
            {(["assigned", "inProgress", "passed", "notPassed", "canceled"] as const).map((k) => (
              <li key={k} className={s.row}><span>{t(`courses.state.${k}`)}</span><span>{counts[k] ?? 0}</span></li>
            ))}
          </ul>
          <AppointmentsForm course={course} onSaved={put} />
          <h2 className={s.sectionTitleSpaced}>{t("courses.editor.appointed")}</h2>
          <AppointmentsList courseId={course.id} onChanged={put} />
        </TabPanel>
        <TabPanel id="certificate"><CourseCertificate courseId={course.id} /></TabPanel>
        <TabPanel id="customNotifications"><CourseCustomNotices courseId={course.id} /></TabPanel>
        <TabPanel id="systemNotifications"><CourseSystemNotices courseId={course.id} /></TabPanel>
        <TabPanel id="analytics"><CourseAnalytics courseId={course.id} /></TabPanel>
      </Tabs>
    </div>
  );
}
