// /catalogs/courses: the catalogues the person sees (each a link to its own page) and the published courses of all
// of them; /catalogs/courses/{catalog}: one catalogue's courses. 30 a page; enrol where allowed.
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Link } from "../../../../ui/components/Link";
import { Spinner } from "../../../../ui/components/Spinner";
import { notify } from "../../../app/snackbar/notify";
import * as p from "../../shell/page.css";
import * as api from "../api";
import * as s from "../courses.css";
import { usePaths } from "../paths";
import { catalogCoursesQuery, coursesKey, learnerCatalogQuery, learnerCatalogsQuery, rowsOf } from "../queries";
import { useT } from "../useT";
import { CourseCard } from "./CourseCard";
import { LoadMore } from "../LoadMore";

/** The catalogues the person sees, as links to their own pages. */
function CatalogLinks() {
  const t = useT();
  const paths = usePaths();
  const query = useInfiniteQuery(learnerCatalogsQuery());
  const items = rowsOf(query.data);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("courses.catalog.catalogs")} className={s.section}>
      <h2 className={s.sectionTitle}>{t("courses.catalog.catalogs")}</h2>
      <ul className={s.rows}>
        {items.map((c) => (
          <li key={c.id} className={s.row}>
            <span className={s.rowMain}>
              <Link href={paths.catalogOf(c.id)}>{c.name}</Link>
              {c.description && <span className={s.muted}>{c.description}</span>}
            </span>
            <span className={s.muted}>{t("courses.admin.coursesCount", { n: c.course_count })}</span>
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </nav>
  );
}

/** `catalogId`: null for every catalogue, 0 for an address that names none (not found). */
export function CatalogPage({ catalogId }: { catalogId: number | null }) {
  const t = useT();
  const paths = usePaths();
  const client = useQueryClient();
  const one = useQuery({ ...learnerCatalogQuery(catalogId ?? 0), enabled: !!catalogId });
  const query = useInfiniteQuery({ ...catalogCoursesQuery(catalogId ?? undefined), enabled: catalogId !== 0 });
  const [pending, setPending] = useState<number | null>(null);
  const enrol = async (id: number) => {
    setPending(id);
    try {
      await api.enrol(id);
      await client.invalidateQueries({ queryKey: coursesKey });
      notify({ message: "courses.enrolled", variant: "success" });
    } catch (e) {
      notify({ message: messageIdOf(e, "courses.saveFailed"), variant: "error" });
    } finally {
      setPending(null);
    }
  };
  const items = rowsOf(query.data);
  if (catalogId === 0 || one.isError) {
    return (
      <div className={p.page}>
        <h1 className={p.pageTitle}>{t("courses.catalog.oneTitle")}</h1>
        <ErrorState title={t("courses.catalog.notFound")} retryLabel={t("courses.retry")} onRetry={() => void one.refetch()} headingLevel={2} announce />
        <Link href={paths.catalog}>{t("courses.catalog.back")}</Link>
      </div>
    );
  }
  if (catalogId !== null && !one.data) return <Spinner label={t("courses.loading")} />;
  return (
    <div className={p.page}>
      {one.data && <Link href={paths.catalog}>{t("courses.catalog.back")}</Link>}
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{one.data ? one.data.name : t("courses.catalog.title")}</h1>
          <p className={p.pageLead}>{one.data ? one.data.description || t("courses.catalog.oneLead") : t("courses.catalog.lead")}</p>
        </div>
      </header>
      {catalogId === null && <CatalogLinks />}
      {catalogId === null && <h2 className={s.sectionTitleSpaced}>{t("courses.catalog.allCourses")}</h2>}
      {query.isPending ? (
        <Spinner label={t("courses.loading")} />
      ) : query.isError ? (
        <ErrorState title={t("courses.loadFailed")} retryLabel={t("courses.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
      ) : items.length === 0 ? (
        <EmptyState title={t("courses.catalog.empty")} headingLevel={2} />
      ) : (
        <ul className={s.cards} aria-busy={query.isFetchingNextPage}>
          {items.map((c) => (
            <li key={c.id}>
              <CourseCard
                course={c}
                action={c.can_enrol ? (
                  <Button variant="secondary" onPress={() => void enrol(c.id)} isPending={pending === c.id} pendingLabel={t("courses.saving")}
                    aria-label={t("courses.enrolIn", { title: c.title })}>
                    {t("courses.enrol")}
                  </Button>
                ) : null}
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className={s.more}>
          <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("courses.loading")}>
            {t("courses.more")}
          </Button>
        </div>
      )}
    </div>
  );
}
