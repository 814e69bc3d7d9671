// /news: the published items the reader may read, newest first, a page at a time (keyset `last_id`).
import { useInfiniteQuery } from "@tanstack/react-query";
import { Button } from "../../../../ui/components/Button";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Link } from "../../../../ui/components/Link";
import { Spinner } from "../../../../ui/components/Spinner";
import * as p from "../../shell/page.css";
import { DateText, TagList } from "../common";
import * as s from "../news.css";
import { usePaths } from "../paths";
import { newsListQuery, rowsOf } from "../queries";
import { useT } from "../useT";

export function NewsListPage() {
  const t = useT();
  const paths = usePaths();
  const query = useInfiniteQuery(newsListQuery());
  const items = rowsOf(query.data);
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("news.title")}</h1>
          <p className={p.pageLead}>{t("news.lead")}</p>
        </div>
      </header>
      {query.isPending ? (
        <Spinner label={t("news.loading")} />
      ) : query.isError ? (
        <ErrorState title={t("news.loadFailed")} retryLabel={t("news.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
      ) : items.length === 0 ? (
        <EmptyState title={t("news.empty")} description={t("news.emptyText")} headingLevel={2} />
      ) : (
        <>
          <ul className={s.cards} aria-label={t("news.listLabel")} aria-busy={query.isFetchingNextPage}>
            {items.map((item) => (
              <li key={item.id}>
                <article className={s.card} aria-labelledby={`news-${item.id}`}>
                  {item.cover_url && <img className={s.cover} src={item.cover_url} alt="" loading="lazy" />}
                  <h2 className={s.cardTitle} id={`news-${item.id}`}>
                    <Link href={paths.article(item.id)}>{item.title}</Link>
                  </h2>
                  <p className={s.meta}>
                    <DateText value={item.publish_at} />
                    {item.category && <span>{item.category.name}</span>}
                  </p>
                  {item.excerpt && <p className={s.excerpt}>{item.excerpt}</p>}
                  <TagList tags={item.tags} label={t("news.tags")} />
                </article>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className={s.more}>
              <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("news.loading")}>
                {t("news.more")}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
