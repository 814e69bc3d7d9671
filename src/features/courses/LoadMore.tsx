// The "More" button under a keyset-paged course list: the next page on press, pending while it loads.
import { Button } from "../../../ui/components/Button";
import * as s from "./courses.css";
import { useT } from "./useT";

export function LoadMore({ query }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  const t = useT();
  if (!query.hasNextPage) return null;
  return (
    <div className={s.more}>
      <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={t("courses.loading")}>{t("courses.more")}</Button>
    </div>
  );
}
