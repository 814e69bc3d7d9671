// Addresses of the courses pages in the current language (Russian unprefixed, /en, /fr).
import { useMemo } from "react";
import { useLocale } from "../../app/i18n/IntlRoot";

const pathsFor = (locale: string) => {
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return {
    admin: `${prefix}/management/learning/courses`,
    editor: (id: number) => `${prefix}/management/learning/courses/${id}`,
    catalog: `${prefix}/catalogs/courses`,
    catalogOf: (id: number) => `${prefix}/catalogs/courses/${id}`,
    mine: `${prefix}/education/courses`,
    course: (id: number) => `${prefix}/education/courses/${id}`,
    verify: (uuid: string) => `${prefix}/verify/certificate/${uuid}`,
  };
};

/** The addresses in the interface language (stable while the language stays). */
export const usePaths = () => {
  const locale = useLocale();
  return useMemo(() => pathsFor(locale), [locale]);
};
