// /clients/{client}/{tab}: one client organisation for the platform administrator. The header names the
// client and switches it on or off; the side navigation lists its settings (information, branding, privacy
// policy, password policy), its users, groups and roles (read-only) and its per-client catalogues, which reuse
// the generic catalogue page read and written by `client_id`.
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { errorTag } from "../../../services/client/errors";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import { BrandingPage } from "../preferences/branding/BrandingPage";
import { CataloguePage } from "../catalogue/CataloguePage";
import { NotFoundPage } from "../errors/NotFoundPage";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { informationQuery } from "./queries";
import * as s from "./clients.css";
import { EmailHistoryTab } from "./EmailHistoryTab";
import { InformationTab } from "./InformationTab";
import { ActivitySwitch } from "./ActivitySwitch";
import {
  catalogueTabs, historyTabs, type ClientTab, clientIdOf, isClientTab, isPeopleTab, isSettingsTab, peopleTabs, settingsTabs, tabLabel, tabResource,
} from "./paths";
import { ClientListTab, ClientRolesTab } from "./PeopleTabs";
import { PolicyTab } from "./PolicyTab";
import { PrivacyPolicyPanel } from "./PrivacyPolicyPanel";

function SideNav({ clientId, current }: { clientId: number; current: ClientTab }) {
  const t = useT();
  const locale = localeParam(useLocale());
  const link = (tab: ClientTab, label: string) => (
    <Link
      key={tab}
      to={"/{-$locale}/clients/$client/$tab" as never}
      params={{ locale, client: String(clientId), tab } as never}
      className={s.navLink}
      aria-current={tab === current ? "page" : undefined}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("clients.nav.label")} className={s.sideNav}>
      <div className={s.navGroup}>
        <h2 className={s.navHeading}>{t("clients.nav.settings")}</h2>
        {settingsTabs.map((tab) => link(tab, t(tabLabel(tab))))}
      </div>
      <div className={s.navGroup}>
        <h2 className={s.navHeading}>{t("clients.nav.people")}</h2>
        {peopleTabs.map((tab) => link(tab, t(tabLabel(tab))))}
      </div>
      <div className={s.navGroup}>
        <h2 className={s.navHeading}>{t("clients.nav.catalogues")}</h2>
        {catalogueTabs.map((tab) => link(tab, t(tabLabel(tab))))}
      </div>
      <div className={s.navGroup}>
        <h2 className={s.navHeading}>{t("clients.nav.history")}</h2>
        {historyTabs.map((tab) => link(tab, t(tabLabel(tab))))}
      </div>
    </nav>
  );
}

function TabContent({ clientId, tab }: { clientId: number; tab: ClientTab }) {
  const navigate = useNavigate();
  const locale = localeParam(useLocale());
  if (tab === "basicInformation") return <InformationTab clientId={clientId} />;
  if (tab === "branding") return <BrandingPage clientId={clientId} />;
  if (tab === "policy-privacy") return <PrivacyPolicyPanel clientId={clientId} titleLevel={2} />;
  if (tab === "password-policy-settings") return <PolicyTab clientId={clientId} />;
  if (tab === "roles") return <ClientRolesTab clientId={clientId} />;
  if (tab === "emailHistory") return <EmailHistoryTab key={clientId} clientId={clientId} />;
  if (isPeopleTab(tab)) return <ClientListTab key={`${clientId}/${tab}`} clientId={clientId} route={tab} />;
  if (isSettingsTab(tab)) return null;
  // A form opens its editor for this client (clients/{client}/manageForms/{form}).
  const onOpen =
    tab === "manageForms"
      ? (item: { id: number }) =>
          void navigate({ to: "/{-$locale}/clients/$client/manageForms/$form" as never, params: { locale, client: String(clientId), form: String(item.id) } as never })
      : undefined;
  return <CataloguePage key={`${clientId}/${tab}`} resource={tabResource(tab)} clientId={clientId} titleLevel={2} onOpen={onOpen} />;
}

export function ClientPage({ client, tab }: { client: string; tab: string }) {
  const t = useT();
  const locale = localeParam(useLocale());
  const clientId = clientIdOf(client);
  const info = useQuery({ ...informationQuery(clientId ?? 0), enabled: clientId !== null });
  if (clientId === null || !isClientTab(tab) || (info.isError && errorTag(info.error) === "NotFound")) return <NotFoundPage />;
  if (info.isPending) {
    return (
      <div className={s.center}>
        <Spinner size={32} label={t("app.loading")} />
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className={p.page}>
        <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void info.refetch()} isRetrying={info.isFetching} announce headingLevel={2} />
      </div>
    );
  }
  return (
    <div className={p.page}>
      <Link to={"/{-$locale}/clients" as never} params={{ locale } as never} className={s.back}>
        ← {t("clients.list.title")}
      </Link>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{info.data.name}</h1>
          <p className={p.pageLead}>{info.data.hosts.join(", ") || info.data.email || t("clients.page.lead")}</p>
        </div>
        <ActivitySwitch client={info.data} />
      </header>
      <div className={s.layout}>
        <SideNav clientId={clientId} current={tab} />
        <section aria-label={t(tabLabel(tab))} className={s.content}>
          <TabContent clientId={clientId} tab={tab} />
        </section>
      </div>
    </div>
  );
}
