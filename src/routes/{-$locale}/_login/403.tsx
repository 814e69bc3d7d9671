import { createFileRoute } from "@tanstack/react-router";
import { ForbiddenPage } from "../../../features/errors/ForbiddenPage";

export const Route = createFileRoute("/{-$locale}/_login/403")({
  staticData: { title: "errors.page.forbiddenTitle" },
  component: ForbiddenPage,
});
