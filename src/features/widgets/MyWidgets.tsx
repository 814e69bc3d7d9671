// The published widget pages on the reader's home, after their own work: one section per page, its widgets on the
// 12-column grid as the administrator laid them out. Loading, error and "nothing published" states of its own.
import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { WidgetCard } from "./cards";
import { myWidgetsQuery } from "./queries";
import * as s from "./widgets.css";

export function MyWidgets() {
  const intl = useIntl();
  const mine = useQuery(myWidgetsQuery());
  if (mine.isPending) return <Spinner label={intl.formatMessage({ id: "app.loading" })} />;
  if (mine.isError)
    return (
      <ErrorState
        title={intl.formatMessage({ id: "widgets.loadFailed" })}
        retryLabel={intl.formatMessage({ id: "app.retry" })}
        onRetry={() => void mine.refetch()}
        isRetrying={mine.isRefetching}
      />
    );
  // Nothing published for this reader: the home shows their own work only, no empty frame.
  return (
    <>
      {mine.data.pages.map((page) => (
        <section key={page.id} className={s.section} aria-labelledby={`widget-page-${page.id}`}>
          <h2 id={`widget-page-${page.id}`} className={s.sectionTitle}>{page.name}</h2>
          <div className={s.grid}>
            {page.widgets.map((v) => (
              <div key={v.item.key} className={s.cell} style={{ gridColumn: `${v.item.x + 1} / span ${v.item.w}`, gridRow: `${v.item.y + 1} / span ${v.item.h}` }}>
                <WidgetCard view={v} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
