// The "load more" button under a keyset-paged list: shown while the server has another page, busy while it loads.
import { Button } from "../../../ui/components/Button";
import * as s from "./LoadMore.css";

export interface LoadMoreProps {
  /** The infinite query's paging state (useInfiniteQuery's result). */
  readonly query: { readonly hasNextPage: boolean; readonly isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  readonly label: string;
  /** Announced while the next page loads. */
  readonly pendingLabel: string;
}

export function LoadMore({ query, label, pendingLabel }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className={s.more}>
      <Button variant="secondary" onPress={() => void query.fetchNextPage()} isPending={query.isFetchingNextPage} pendingLabel={pendingLabel}>
        {label}
      </Button>
    </div>
  );
}
