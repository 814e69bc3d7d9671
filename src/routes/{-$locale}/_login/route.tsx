import { createFileRoute } from "@tanstack/react-router";
import { LoginLayoutRoute } from "../../../app/layouts/LoginLayout";

// Guest pages (sign-in, password links, 403) in the branded login layout.
export const Route = createFileRoute("/{-$locale}/_login")({
  component: LoginLayoutRoute,
});
