// management/news/{id}: one item's settings and access (spec 000 §2), as two tabs kept mounted across their addresses.
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { errorTag } from "../../../../services/client/errors";
import { EmptyState } from "../../../../ui/components/EmptyState";
import { ErrorState } from "../../../../ui/components/ErrorState";
import { Link } from "../../../../ui/components/Link";
import { Spinner } from "../../../../ui/components/Spinner";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import * as p from "../../shell/page.css";
import * as s from "../news.css";
import { usePaths } from "../paths";
import { newsItemQuery } from "../queries";
import { useT } from "../useT";
import { AccessTab } from "./AccessTab";
import { SettingsTab } from "./SettingsTab";

export type ItemTab = "settings" | "access";
export const itemTabOf = (tab: string | undefined): ItemTab => (tab === "access" ? "access" : "settings");

export function NewsItemPage({ id, tab }: { id: number | null; tab: ItemTab }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const query = useQuery({ ...newsItemQuery(id ?? 0), enabled: id !== null });
  const back = (
    <Link className={s.back} href={paths.admin("list")}>
      {t("news.admin.back")}
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
        <h1 className={p.pageTitle}>{t("news.admin.title")}</h1>
        <ErrorState title={t("news.loadFailed")} retryLabel={t("news.retry")} onRetry={() => void query.refetch()} headingLevel={2} announce />
      </div>
    );
  const item = query.data;
  return (
    <div className={p.page}>
      {back}
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{item.title}</h1>
        </div>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={(k) => void navigate({ href: paths.item(item.id, k as ItemTab) })}>
        <TabList aria-label={t("news.item.sections")}>
          <Tab id="settings">{t("news.item.tab.settings")}</Tab>
          <Tab id="access">{t("news.item.tab.access")}</Tab>
        </TabList>
        <TabPanel id="settings">
          <SettingsTab key={item.version} item={item} />
        </TabPanel>
        <TabPanel id="access">
          <AccessTab id={item.id} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
