import { StatusPage } from "./StatusPage";

/** The 403 page: the user may not open what they asked for. */
export function ForbiddenPage() {
  return <StatusPage code="403" title="errors.page.forbiddenTitle" text="errors.page.forbiddenText" />;
}
