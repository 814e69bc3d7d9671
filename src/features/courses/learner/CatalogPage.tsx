// /catalogs/courses: the published courses of the catalogues the person sees, 30 a page; enrol where allowed.
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageIdOf } from "../../../../services/client/errors";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Spinner } from "../../../../ui/components/Spinner";
import { notify } from "../../../app/snackbar/notify";
import * as p from "../../shell/page.css";
import * as api from "../api";
import * as s from "../courses.css";
import { catalogCoursesQuery, coursesKey, rowsOf } from "../queries";
import { useT } from "../useT";
import { CourseCard } from "./CourseCard";

export function CatalogPage() {
  const t = useT();
  const client = useQueryClient();
  const query = useInfiniteQuery(catalogCoursesQuery());
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
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("courses.catalog.title")}</h1>
          <p className={p.pageLead}>{t("courses.catalog.lead")}</p>
        </div>
      </header>
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
