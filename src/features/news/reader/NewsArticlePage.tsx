// /news/{id}: one item as the reader sees it (the body is the server's sanitised HTML).
import { useQuery } from "@tanstack/react-query";
import { errorTag } from "../../../../services/client/errors";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Link } from "../../../../ui/components/Link";
import { Spinner } from "../../../../ui/components/Spinner";
import { RichTextView } from "../../../ui/richText";
import * as p from "../../shell/page.css";
import { DateText, TagList } from "../common";
import * as s from "../news.css";
import { usePaths } from "../paths";
import { newsArticleQuery } from "../queries";
import { useT } from "../useT";

export function NewsArticlePage({ id }: { id: number | null }) {
  const t = useT();
  const paths = usePaths();
  const query = useQuery({ ...newsArticleQuery(id ?? 0), enabled: id !== null });
  const back = (
    <Link className={s.back} href={paths.news}>
      {t("news.back")}
    </Link>
  );
  if (id === null || errorTag(query.error) === "NotFound")
    return (
      <div className={p.page}>
        {back}
        <h1 className={p.pageTitle}>{t("news.notFoundTitle")}</h1>
        <EmptyState title={t("news.notFound")} headingLevel={2} />
      </div>
    );
  if (query.isPending) return <Spinner label={t("news.loading")} />;
  if (query.isError)
    return (
      <div className={p.page}>
        {back}
        <h1 className={p.pageTitle}>{t("news.title")}</h1>
        <ErrorState title={t("news.loadFailed")} retryLabel={t("news.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
      </div>
    );
  const item = query.data;
  return (
    <div className={p.page}>
      {back}
      <article className={s.article} aria-labelledby="news-title">
        <h1 className={p.pageTitle} id="news-title">
          {item.title}
        </h1>
        <p className={s.meta}>
          <DateText value={item.publish_at} />
          {item.category && <span>{item.category.name}</span>}
        </p>
        {item.cover_url && <img className={s.cover} src={item.cover_url} alt="" />}
        <RichTextView html={item.body_html} />
        <TagList tags={item.tags} label={t("news.tags")} />
      </article>
    </div>
  );
}
