// management/news: the news items, categories and tags, as three tabs (spec 000 §2). The route keeps this page
// mounted across the tabs' addresses, so the arrow keys keep their focus on the tab list.
import { useNavigate } from "@tanstack/react-router";
import { Tab, TabList, TabPanel, Tabs } from "../../../../ui/components/Tabs";
import * as p from "../../shell/page.css";
import { usePaths } from "../paths";
import { useT } from "../useT";
import { NamesTab } from "./NamesTab";
import { NewsListTab } from "./NewsListTab";

export const ADMIN_TABS = ["list", "categories", "tags"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const adminTabOf = (tab: string | undefined): AdminTab => (ADMIN_TABS as readonly string[]).includes(tab ?? "") ? (tab as AdminTab) : "list";

export function NewsAdminPage({ tab }: { tab: AdminTab }) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("news.admin.title")}</h1>
          <p className={p.pageLead}>{t("news.admin.lead")}</p>
        </div>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={(k) => void navigate({ href: paths.admin(k as AdminTab) })}>
        <TabList aria-label={t("news.admin.sections")}>
          {ADMIN_TABS.map((x) => (
            <Tab key={x} id={x}>
              {t(`news.admin.tab.${x}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="list">
          <NewsListTab />
        </TabPanel>
        <TabPanel id="categories">
          <NamesTab kind="category" />
        </TabPanel>
        <TabPanel id="tags">
          <NamesTab kind="tag" />
        </TabPanel>
      </Tabs>
    </div>
  );
}
