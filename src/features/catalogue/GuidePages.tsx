// The pages around the generic catalogue page: the settings hub (every catalogue as a card), the preferences
// guides (a guide's catalogues as tabs above the list) and the route components that check the path.
import { Link } from "@tanstack/react-router";
import type { CatalogueResource } from "../../../services/contract/catalogue";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import { useSession } from "../auth/queries";
import { NotFoundPage } from "../errors/NotFoundPage";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import * as s from "./catalogue.css";
import { CataloguePage } from "./CataloguePage";
import { isSettingsCatalog, type PreferenceGroup, preferenceCatalog, preferenceGroups, settingsCatalogs } from "./resources";

/** /settings: every catalogue of the client, with the forms. */
export function SettingsHub() {
  const t = useT();
  const locale = localeParam(useLocale());
  const session = useSession();
  const card = (slug: string, resource: string, ns = "catalogue") => (
    <Link key={slug} to={"/{-$locale}/settings/$catalog" as never} params={{ locale, catalog: slug } as never} className={s.hubCard}>
      <h2 className={s.hubTitle}>{t(`${ns}.resource.${resource}`)}</h2>
      <p className={s.hubLead}>{t(`${ns}.lead.${resource}`)}</p>
    </Link>
  );
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{t("catalogue.hub.title")}</h1>
          <p className={p.pageLead}>{t("catalogue.hub.lead")}</p>
        </div>
      </header>
      <nav aria-label={t("catalogue.hub.title")} className={s.hub}>
        {card("manageForms", "manageForms")}
        {session && allows(session.permissions as Permissions, "users") && (
          <Link to={"/{-$locale}/settings/archivedUsers" as never} params={{ locale } as never} className={s.hubCard}>
            <h2 className={s.hubTitle}>{t("archivedUsers.title")}</h2>
            <p className={s.hubLead}>{t("archivedUsers.lead")}</p>
          </Link>
        )}
        {session && allows(session.permissions as Permissions, "client_settings") &&
          (["emailHistory", "emailServerSettings"] as const).map((page) => (
            <Link key={page} to={`/{-$locale}/settings/${page}` as never} params={{ locale } as never} className={s.hubCard}>
              <h2 className={s.hubTitle}>{t(`mail.hub.${page}`)}</h2>
              <p className={s.hubLead}>{t(`mail.hub.${page}Lead`)}</p>
            </Link>
          ))}
        {settingsCatalogs.map((r) => card(r, r))}
      </nav>
    </div>
  );
}

/** /settings/{catalog}: the generic page, or not found for a name outside the list. */
export function SettingsCatalog({ catalog }: { catalog: string }) {
  if (!isSettingsCatalog(catalog)) return <NotFoundPage />;
  return <CataloguePage key={catalog} resource={catalog} />;
}

function GuideNav({ group, current }: { group: PreferenceGroup; current: string }) {
  const t = useT();
  const locale = localeParam(useLocale());
  const entries = Object.entries(preferenceGroups[group]) as [string, CatalogueResource][];
  if (entries.length < 2) return null;
  return (
    <nav aria-label={t(`catalogue.menu.${group}`)} className={s.tabs}>
      {entries.map(([slug, resource]) => (
        <Link
          key={slug}
          to={"/{-$locale}/preferences/$group/$catalog" as never}
          params={{ locale, group, catalog: slug } as never}
          className={s.tab}
          aria-current={slug === current ? "page" : undefined}
        >
          {t(`catalogue.resource.${resource}`)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * /preferences/{guide}/{catalog}; without a catalogue, the guide's first one that works for the client (a catalogue
 * that needs the integration is skipped while the integration is off, so the guide does not open on a blank tab).
 */
export function PreferenceCatalog({ group, catalog }: { group: string; catalog?: string }) {
  const session = useSession();
  const { slug, resource } = preferenceCatalog(group, catalog, !!session?.features.integration);
  if (!resource) return <NotFoundPage />;
  return <CataloguePage key={`${group}/${slug}`} resource={resource} nav={<GuideNav group={group as PreferenceGroup} current={slug} />} />;
}
