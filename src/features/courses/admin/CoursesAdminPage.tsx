// management/learning/courses: the courses (create one, open its editor), catalogues with their access summary,
// (each opens its settings and access form), categories with their parents, tags (no two with one name: the server's 409 shows on the field).
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import { Badge } from "../../../../ui/components/Badge";
import { Button } from "../../../../ui/components/Button";
import { Checkbox } from "../../../../ui/components/Checkbox";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Link } from "../../../../ui/components/Link";
import { ListBoxItem } from "../../../../ui/components/ListBox";
import { Select } from "../../../../ui/components/Select";
import { Spinner } from "../../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import { TextField } from "../../../../ui/components/TextField";
import { notify } from "../../../app/snackbar/notify";
import * as p from "../../shell/page.css";
import * as api from "../api";
import * as s from "../courses.css";
import { usePaths } from "../paths";
import { adminCoursesQuery, catalogsQuery, categoriesQuery, coursesKey, rowsOf, tagsQuery } from "../queries";
import { useT } from "../useT";
import { CatalogAccess } from "./CatalogAccess";
import { LoadMore } from "../LoadMore";

export const stateTone = { inactive: "neutral", active: "info", published: "success" } as const;
export const BLANK_COURSE: Omit<api.CourseInput, "title"> = {
  description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null,
  admin_ids: [], tag_ids: [], catalog_ids: [],
};

/** A paged list with its loading, error and empty states and the next page's button. */
function PagedList<T extends { id: number }>({ query, empty, label, row }: {
  query: ReturnType<typeof useInfiniteQuery<any, Error, { pages: { items: readonly T[]; last_id: number | null }[] }>>;
  empty: string; label: string; row: (item: T) => ReactNode;
}) {
  const t = useT();
  const items = rowsOf<T>(query.data);
  if (query.isPending) return <Spinner label={t("courses.loading")} />;
  if (query.isError) return <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />;
  if (items.length === 0) return <EmptyState title={t(empty)} headingLevel={2} />;
  return (
    <>
      <ul className={s.rows} aria-label={t(label)}>
        {items.map((item) => <li key={item.id} className={s.row}>{row(item)}</li>)}
      </ul>
      <LoadMore query={query} />
    </>
  );
}

/** A one-field create form: the name, trimmed; the server's refusal (a taken tag) shows on the field. */
function NameForm({ label, onCreate, children }: { label: string; onCreate: (name: string) => Promise<unknown>; children?: ReactNode }) {
  const t = useT();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("courses.errors.empty");
    setPending(true);
    try {
      await onCreate(name.trim());
      setName("");
      setError(null);
      notify({ message: "courses.saved", variant: "success" });
    } catch (err) {
      setError(messageIdOf(err, "courses.saveFailed"));
    } finally {
      setPending(false);
    }
  };
  return (
    <form className={s.toolbar} onSubmit={(e) => void submit(e)} noValidate>
      <TextField label={t(label)} value={name} onChange={(v) => { setName(v); setError(null); }} maxLength={255}
        isInvalid={error !== null} errorMessage={error ? t(error) : undefined} />
      {children}
      <Button type="submit" variant="secondary" isPending={pending} pendingLabel={t("courses.saving")}>{t("courses.add")}</Button>
    </form>
  );
}

function CoursesTab() {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const query = useInfiniteQuery(adminCoursesQuery());
  return (
    <div className={s.section}>
      <NameForm label="courses.admin.newCourse" onCreate={async (title) => {
        const course = await api.createCourse({ ...BLANK_COURSE, title });
        await navigate({ to: paths.editor(course.id) });
      }} />
      <PagedList<api.CourseSummary> query={query as never} empty="courses.admin.noCourses" label="courses.admin.tab.courses" row={(c) => (
        <>
          <span className={s.rowMain}>
            <Link href={paths.editor(c.id)}>{c.title}</Link>
            <span className={s.muted}>{t("courses.admin.modulesCount", { n: c.modules })}</span>
          </span>
          <Badge tone={stateTone[c.state]} dot>{t(`courses.courseState.${c.state}`)}</Badge>
        </>
      )} />
    </div>
  );
}

function CatalogsTab() {
  const t = useT();
  const client = useQueryClient();
  const query = useInfiniteQuery(catalogsQuery());
  const [selfEnrol, setSelfEnrol] = useState(true);
  const [editing, setEditing] = useState<number | null>(null);
  if (editing !== null) return <div className={s.section}><CatalogAccess id={editing} onClose={() => setEditing(null)} /></div>;
  return (
    <div className={s.section}>
      <NameForm label="courses.admin.newCatalog" onCreate={async (name) => {
        await api.createCatalog({ name, description: "", group_ids: [], user_ids: [], self_enrol: selfEnrol });
        await client.invalidateQueries({ queryKey: coursesKey });
      }}>
        <Checkbox isSelected={selfEnrol} onChange={setSelfEnrol}>{t("courses.admin.selfEnrol")}</Checkbox>
      </NameForm>
      <PagedList<api.Catalog> query={query as never} empty="courses.admin.noCatalogs" label="courses.admin.tab.catalogs" row={(c) => (
        <>
        <span className={s.rowMain}>
          <span>{c.name}</span>
          <span className={s.muted}>
            {c.group_ids.length + c.user_ids.length === 0 ? t("courses.admin.accessEveryone") : t("courses.admin.accessSummary", { groups: c.group_ids.length, people: c.user_ids.length })}
            {" · "}{t("courses.admin.coursesCount", { n: c.course_count })}
            {c.self_enrol ? ` · ${t("courses.admin.selfEnrol")}` : ""}
          </span>
        </span>
        <Button variant="secondary" size="sm" onPress={() => setEditing(c.id)} aria-label={t("courses.access.editOf", { name: c.name })}>{t("courses.access.edit")}</Button>
        </>
      )} />
    </div>
  );
}

function CategoriesTab() {
  const t = useT();
  const client = useQueryClient();
  const query = useInfiniteQuery(categoriesQuery());
  const all = rowsOf(query.data);
  const [parent, setParent] = useState<number | null>(null);
  const nameOf = (id: number | null) => all.find((c) => c.id === id)?.name;
  return (
    <div className={s.section}>
      <NameForm label="courses.admin.newCategory" onCreate={async (name) => {
        await api.createCategory(name, parent);
        await client.invalidateQueries({ queryKey: coursesKey });
      }}>
        <Select label={t("courses.admin.parent")} selectedKey={parent ?? "none"} onSelectionChange={(k) => setParent(k === "none" ? null : Number(k))}>
          {[{ id: "none" as const, name: t("courses.admin.noParent") }, ...all].map((c) => <ListBoxItem key={c.id} id={c.id} textValue={c.name}>{c.name}</ListBoxItem>)}
        </Select>
      </NameForm>
      <PagedList<api.Category> query={query as never} empty="courses.admin.noCategories" label="courses.admin.tab.categories" row={(c) => (
        <span className={s.rowMain}>
          <span>{c.name}</span>
          {c.parent_id !== null && <span className={s.muted}>{t("courses.admin.inParent", { name: nameOf(c.parent_id) ?? "" })}</span>}
        </span>
      )} />
    </div>
  );
}

function TagsTab() {
  const client = useQueryClient();
  const query = useInfiniteQuery(tagsQuery());
  return (
    <div className={s.section}>
      <NameForm label="courses.admin.newTag" onCreate={async (name) => {
        await api.createTag(name);
        await client.invalidateQueries({ queryKey: coursesKey });
      }} />
      <PagedList<api.Tag> query={query as never} empty="courses.admin.noTags" label="courses.admin.tab.tags" row={(c) => <span>{c.name}</span>} />
    </div>
  );
}

export function CoursesAdminPage() {
  const t = useT();
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("courses.admin.title")}</h1>
          <p className={p.pageLead}>{t("courses.admin.lead")}</p>
        </div>
      </header>
      <Tabs>
        <TabList aria-label={t("courses.admin.tabs")}>
          <Tab id="courses">{t("courses.admin.tab.courses")}</Tab>
          <Tab id="catalogs">{t("courses.admin.tab.catalogs")}</Tab>
          <Tab id="categories">{t("courses.admin.tab.categories")}</Tab>
          <Tab id="tags">{t("courses.admin.tab.tags")}</Tab>
        </TabList>
        <TabPanel id="courses"><CoursesTab /></TabPanel>
        <TabPanel id="catalogs"><CatalogsTab /></TabPanel>
        <TabPanel id="categories"><CategoriesTab /></TabPanel>
        <TabPanel id="tags"><TagsTab /></TabPanel>
      </Tabs>
    </div>
  );
}
