import { StatusPage } from "./StatusPage";

/** The 404 page: "This page could not be found". */
export function NotFoundPage() {
  return <StatusPage code="404" title="errors.page.notFoundTitle" text="errors.page.notFoundText" />;
}
