// Addresses of the learning pages in the current language (Russian unprefixed, /en, /fr).
import { useMemo } from "react";
import { useLocale } from "../../app/i18n/IntlRoot";

/** The addresses in a language (loaders, which have no hooks, use this). */
export const pathsFor = (locale: string) => {
  const prefix = locale === "ru" ? "" : `/${locale}`;
  return {
    learning: `${prefix}/learning`,
    /** a category's tracks (ids of the built-in categories are negative) */
    category: (categoryId: number) => `${prefix}/learning/${categoryId}`,
    track: (workflowId: number) => `${prefix}/learning/track/${workflowId}`,
    task: (workflowId: number, taskId: number) => `${prefix}/learning/track/${workflowId}/task/${taskId}`,
    growth: `${prefix}/growth/growthTrack`,
    growthCategory: (categoryId: number) => `${prefix}/growth/growthTrack/${categoryId}`,
    growthTrack: (workflowId: number) => `${prefix}/growth/growthTrack/track/${workflowId}`,
    growthTask: (workflowId: number, taskId: number) => `${prefix}/growth/growthTrack/track/${workflowId}/task/${taskId}`,
    myTasks: `${prefix}/manager/my-tasks`,
    todayActivities: `${prefix}/manager/my-tasks/today-activities`,
    /** a task the person does in someone's track, under its activity (spec 000 §2: my-tasks/{activity?}/task/{task?}) */
    myTask: (activityId: number, taskId: number) => `${prefix}/manager/my-tasks/${activityId}/task/${taskId}`,
    /** the courses area's page of a course (a learning task links it) */
    course: (courseId: number) => `${prefix}/education/courses/${courseId}`,
  };
};

/** The addresses in the interface language (stable while the language stays). */
export const usePaths = () => {
  const locale = useLocale();
  return useMemo(() => pathsFor(locale), [locale]);
};

/** Onboarding tracks live under /learning, growth (development) tracks under /growth/growthTrack (spec 000 §2). */
export type TrackKind = "onboarding" | "growth";
export const TRACK_TYPE: Record<TrackKind, 1 | 2> = { onboarding: 1, growth: 2 };

/** The list, track and task addresses of a kind of track. */
export const kindPaths = (paths: ReturnType<typeof pathsFor>, kind: TrackKind) =>
  kind === "growth"
    ? { list: paths.growth, category: paths.growthCategory, track: paths.growthTrack, task: paths.growthTask }
    : { list: paths.learning, category: paths.category, track: paths.track, task: paths.task };

/**
 * A category id from the path (/learning/{category}): a non-zero integer of up to 9 digits (the built-in categories'
 * ids are negative), else null (the page says the category is not found). `track` alone is never one.
 */
export const categoryIdOf = (param: string | undefined): number | null =>
  param !== undefined && /^-?\d{1,9}$/.test(param) && Number(param) !== 0 ? Number(param) : null;
