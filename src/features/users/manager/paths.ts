// Addresses of the manager's people pages in the current language (Russian unprefixed, /en, /fr).
import { useMemo } from "react";
import { useLocale } from "../../../app/i18n/IntlRoot";

/** The tabs of /manager/analytics/{user}: the progress a manager follows (spec 000 §2, Manager area). */
export const ReportTabs = ["workflows", "activities", "tests", "timeToComplete"] as const;
export type ReportTab = (typeof ReportTabs)[number];

export const managerPathsFor = (locale: string) => {
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return {
    users: `${prefix}/manager/users`,
    report: (userId: number | string, tab: ReportTab = "workflows") => `${prefix}/manager/analytics/${userId}/${tab}`,
  };
};

export const useManagerPaths = () => {
  const locale = useLocale();
  return useMemo(() => managerPathsFor(locale), [locale]);
};
