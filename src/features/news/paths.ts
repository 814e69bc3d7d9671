// Addresses of the news pages in the current language (Russian unprefixed, /en, /fr).
import { useMemo } from "react";
import { useLocale } from "../../app/i18n/IntlRoot";

const pathsFor = (locale: string) => {
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return {
    news: `${prefix}/news`,
    article: (id: number) => `${prefix}/news/${id}`,
    admin: (tab: "list" | "categories" | "tags" = "list") => `${prefix}/management/news/${tab}`,
    item: (id: number, tab: "settings" | "access" = "settings") => `${prefix}/management/news/${id}/${tab}`,
  };
};

/** The addresses in the interface language (stable while the language stays). */
export const usePaths = () => {
  const locale = useLocale();
  return useMemo(() => pathsFor(locale), [locale]);
};
