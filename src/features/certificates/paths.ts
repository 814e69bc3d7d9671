// Addresses of the certificates pages in the current language (Russian unprefixed, /en, /fr).
import { useMemo } from "react";
import { useLocale } from "../../app/i18n/IntlRoot";

/** The addresses in the interface language (stable while the language stays). */
export const usePaths = () => {
  const locale = useLocale();
  return useMemo(() => {
    const prefix = locale === "ru" ? "" : `/${locale}`;
    return {
      admin: `${prefix}/management/certificates`,
      template: (id: number) => `${prefix}/management/certificates/${id}`,
    };
  }, [locale]);
};
