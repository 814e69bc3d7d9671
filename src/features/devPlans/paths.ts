// Addresses of the development-plan pages in the current language (Russian unprefixed, /en, /fr).
import { useMemo } from "react";
import { useLocale } from "../../app/i18n/IntlRoot";

const pathsFor = (locale: string) => {
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return {
    myPlans: `${prefix}/growth/development-plans`,
    myPlan: (id: number) => `${prefix}/growth/development-plans/${id}`,
    managerTasks: `${prefix}/growth/development-plans/manager/tasks`,
    managerUsers: `${prefix}/growth/development-plans/manager/users`,
    managerPlan: (id: number) => `${prefix}/growth/development-plans/manager/${id}`,
    adminPlans: `${prefix}/management/development-plan`,
    adminPlan: (id: number) => `${prefix}/management/development-plan/${id}`,
    adminSettings: (id: number, step?: string) => `${prefix}/management/development-plan/${id}/settings${step ? `/${step}` : ""}`,
    adminManagement: (id: number, tab = "progress") => `${prefix}/management/development-plan/${id}/management/${tab}`,
    adminTask: (id: number, task: number) => `${prefix}/management/development-plan/${id}/management/${task}`,
  };
};

/** The addresses in the interface language (stable while the language stays). */
export const usePaths = () => {
  const locale = useLocale();
  return useMemo(() => pathsFor(locale), [locale]);
};
