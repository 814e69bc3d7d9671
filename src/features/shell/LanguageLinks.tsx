// The language choice on guest pages: three plain links (no popover, so the login page stays light).
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useIntl } from "react-intl";
import { Locales, localeFromPath, pathInLocale, rememberLocale } from "../../app/i18n/locale";
import * as s from "./LanguageLinks.css";

export function LanguageLinks() {
  const intl = useIntl();
  const router = useRouter();
  const location = useRouterState({ select: (st) => st.location });
  const current = localeFromPath(location.pathname);
  return (
    <nav aria-label={intl.formatMessage({ id: "locale.label" })} className={s.nav}>
      {Locales.map((l) => {
        const href = `${pathInLocale(location.pathname, l)}${location.searchStr}`;
        return (
          <a
            key={l}
            href={href}
            lang={l}
            hrefLang={l}
            aria-label={intl.formatMessage({ id: `locale.${l}` })}
            aria-current={l === current ? "true" : undefined}
            className={s.link}
            onClick={(e) => {
              e.preventDefault();
              rememberLocale(l);
              if (l !== current) void router.navigate({ href });
            }}
          >
            {l.toUpperCase()}
          </a>
        );
      })}
    </nav>
  );
}
