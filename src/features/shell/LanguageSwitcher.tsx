// Switches the interface language: the same page under /, /en or /fr, remembered in a cookie for a year.
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { Menu, MenuItem, MenuTrigger } from "../../../ui/components/Menu";
import { GlobeIcon } from "../../app/icons";
import { type Locale, Locales, localeFromPath, pathInLocale, rememberLocale } from "../../app/i18n/locale";
import * as s from "./shell.css";

export function LanguageSwitcher({ tone = "default" }: { tone?: "default" | "toolbar" }) {
  const intl = useIntl();
  const router = useRouter();
  const location = useRouterState({ select: (st) => st.location });
  const current = localeFromPath(location.pathname);
  const choose = (locale: Locale) => {
    rememberLocale(locale);
    if (locale === current) return;
    const href = `${pathInLocale(location.pathname, locale)}${location.searchStr}`;
    void router.navigate({ href });
  };
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" aria-label={intl.formatMessage({ id: "locale.label" })} className={tone === "toolbar" ? s.toolbarButton : undefined}>
        <GlobeIcon size={18} />
        <span className={s.localeCode}>{current.toUpperCase()}</span>
      </Button>
      <Menu placement="bottom end" selectionMode="single" selectedKeys={[current]} onAction={(key) => choose(key as Locale)}>
        {Locales.map((l) => (
          <MenuItem key={l} id={l} textValue={intl.formatMessage({ id: `locale.${l}` })}>
            <span lang={l}>{intl.formatMessage({ id: `locale.${l}` })}</span>
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
