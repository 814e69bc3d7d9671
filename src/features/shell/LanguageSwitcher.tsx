// Switches the interface language: the same page under /, /en or /fr, remembered in a cookie for a year. The menu's
// items load after the first screen (LazyMenuTrigger).
import { useRouter, useRouterState } from "@tanstack/react-router";
import { lazy } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { LazyMenuTrigger } from "../../../ui/components/LazyMenuTrigger";
import { GlobeIcon } from "../../app/icons";
import { type Locale, localeFromPath, pathInLocale, rememberLocale } from "../../app/i18n/locale";
import * as s from "./shell.css";

const loadMenu = () => import("./LanguageMenu");
const LanguageMenu = lazy(loadMenu);

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
    <LazyMenuTrigger preload={loadMenu} menu={<LanguageMenu current={current} onChoose={choose} />}>
      <Button variant="ghost" size="sm" aria-label={intl.formatMessage({ id: "locale.label" })} className={tone === "toolbar" ? s.toolbarButton : undefined}>
        <GlobeIcon size={18} />
        <span className={s.localeCode}>{current.toUpperCase()}</span>
      </Button>
    </LazyMenuTrigger>
  );
}
