// Addresses of the learning pages in the current language (Russian unprefixed, /en, /fr).
import { useMemo } from "react";
import { useLocale } from "../../app/i18n/IntlRoot";

const pathsFor = (locale: string) => {
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return {
    learning: `${prefix}/learning`,
    track: (workflowId: number) => `${prefix}/learning/track/${workflowId}`,
    task: (workflowId: number, taskId: number) => `${prefix}/learning/track/${workflowId}/task/${taskId}`,
    myTasks: `${prefix}/manager/my-tasks`,
    myTask: (taskId: number) => `${prefix}/manager/my-tasks/task/${taskId}`,
  };
};

/** The addresses in the interface language (stable while the language stays). */
export const usePaths = () => {
  const locale = useLocale();
  return useMemo(() => pathsFor(locale), [locale]);
};
