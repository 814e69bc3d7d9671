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
export const learnerFormQuery = (courseId: number, materialId: number) =>
  queryOptions({ queryKey: [...coursesKey, "learnerForm", courseId, materialId], queryFn: ({ signal }) => api.learnerForm(courseId, materialId, signal) });
export const formMaterialsQuery = (courseId: number) =>
  queryOptions({ queryKey: [...coursesKey, "formMaterials", courseId], queryFn: ({ signal }) => api.formMaterials(courseId, signal) });
export const testAttemptsQuery = (courseId: number) => paged("testAttempts", (q, signal) => api.testAttempts(courseId, q, signal), [courseId]);
export const feedbackAnswersQuery = (courseId: number, materialId: number) =>
  paged("feedbackAnswers", (q, signal) => api.feedbackAnswers(courseId, materialId, q, signal), [courseId, materialId]);
export const feedbackSummaryQuery = (courseId: number, materialId: number) =>
  queryOptions({ queryKey: [...coursesKey, "feedbackSummary", courseId, materialId], queryFn: ({ signal }) => api.feedbackSummary(courseId, materialId, signal) });
export const courseUsersQuery = (courseId: number) => paged("courseUsers", (q, signal) => api.courseUsers(courseId, q, signal), [courseId]);
export const scormAttemptsQuery = (courseId: number) => paged("scormAttempts", (q, signal) => api.scormAttempts(courseId, q, signal), [courseId]);
export const courseCertificatesQuery = (courseId: number) => paged("courseCertificates", (q, signal) => api.courseCertificates(courseId, q, signal), [courseId]);
export const courseNoticesQuery = (courseId: number) =>
  queryOptions({ queryKey: [...coursesKey, "notices", courseId], queryFn: ({ signal }) => api.courseNotices(courseId, signal) });
export const courseCertificateQuery = (courseId: number) =>
  queryOptions({ queryKey: [...coursesKey, "certificate", courseId], queryFn: ({ signal }) => api.courseCertificate(courseId, signal) });
export const certificateTemplatesQuery = () => paged("certificateTemplates", api.certificateTemplates);
