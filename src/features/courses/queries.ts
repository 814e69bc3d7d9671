// Server state of courses: queryOptions factories for every read (the pages and loaders use these only).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { COURSES_PAGE } from "../../../services/contract/courses";
import * as api from "./api";

export const coursesKey = ["courses"] as const;

type Paged<T> = { readonly items: readonly T[]; readonly last_id: number | null };
const nextPage = <T>(page: Paged<T>) => (page.items.length >= COURSES_PAGE && page.last_id !== null ? page.last_id : undefined);
/** The rows of every loaded page. */
export const rowsOf = <T>(data: { pages: Paged<T>[] } | undefined): T[] => data?.pages.flatMap((p) => [...p.items]) ?? [];

const paged = <T>(name: string, fetch: (q: { limit: number; last_id?: number }, signal: AbortSignal) => Promise<Paged<T>>, extra: readonly unknown[] = []) =>
  infiniteQueryOptions({
    queryKey: [...coursesKey, name, ...extra],
    queryFn: ({ pageParam, signal }) => fetch({ limit: COURSES_PAGE, ...(pageParam ? { last_id: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage<T>,
  });

export const adminCoursesQuery = () => paged("admin", api.courses);
export const catalogsQuery = () => paged("catalogs", api.catalogs);
export const categoriesQuery = () => paged("categories", api.categories);
export const tagsQuery = () => paged("tags", api.tags);
export const courseEditorQuery = (id: number) => queryOptions({ queryKey: [...coursesKey, "editor", id], queryFn: ({ signal }) => api.course(id, signal) });
export const catalogCoursesQuery = (catalogId?: number) =>
  paged("catalogCourses", (q, signal) => api.catalogCourses(catalogId ? { ...q, catalog_id: catalogId } : q, signal), catalogId ? [catalogId] : []);
export const catalogQuery = (id: number) => queryOptions({ queryKey: [...coursesKey, "catalog", id], queryFn: ({ signal }) => api.catalog(id, signal) });
export const groupOptionsQuery = (search: string) =>
  queryOptions({ queryKey: [...coursesKey, "groups", search], queryFn: ({ signal }) => api.groupOptions(search, signal), staleTime: 30_000 });
export const learnerCatalogsQuery = () => paged("learnerCatalogs", api.learnerCatalogs);
export const learnerCatalogQuery = (id: number) => queryOptions({ queryKey: [...coursesKey, "learnerCatalog", id], queryFn: ({ signal }) => api.learnerCatalog(id, signal) });
export const myCoursesQuery = (tab: api.MyCourseTab) => paged("my", (q, signal) => api.myCourses({ ...q, tab }, signal), [tab]);
export const learnerCourseQuery = (id: number) => queryOptions({ queryKey: [...coursesKey, "learner", id], queryFn: ({ signal }) => api.learnerCourse(id, signal) });
export const scormPackagesQuery = () => paged("scormPackages", api.scormPackages);
export const appointmentsQuery = (courseId: number) => paged("appointments", (q, signal) => api.appointments(courseId, q, signal), [courseId]);
