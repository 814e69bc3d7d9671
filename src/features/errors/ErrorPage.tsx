// The error page (spec 000 §2): a not-found text for 404, a generic text otherwise; the error is reported.
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { handleUncaught } from "./globalErrors";
import { StatusPage } from "./StatusPage";

const statusOf = (error: unknown): number | undefined => {
  const tag = (error as { _tag?: string } | undefined)?._tag;
  if (tag === "NotFound") return 404;
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === "number" ? status : undefined;
};

export function ErrorPage({ error }: ErrorComponentProps) {
  useEffect(() => {
    handleUncaught(error);
  }, [error]);
  if (statusOf(error) === 404) return <StatusPage code="404" title="errors.page.notFoundTitle" text="errors.page.notFoundText" />;
  return <StatusPage code="500" title="errors.page.errorTitle" text="errors.page.errorText" />;
}
