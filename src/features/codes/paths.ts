// Addresses of the codes pages in the current language (Russian unprefixed, /en, /fr).
import { useMemo } from "react";
import { useLocale } from "../../app/i18n/IntlRoot";

/** The addresses in the interface language. */
export const useCodesPaths = () => {
  const locale = useLocale();
  return useMemo(() => {
    const prefix = locale === "ru" ? "" : `/${locale}`;
    return { list: `${prefix}/management/codes`, catalog: (id: number) => `${prefix}/management/codes/${id}` };
  }, [locale]);
};
