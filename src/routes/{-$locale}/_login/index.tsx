import { createFileRoute } from "@tanstack/react-router";
import { guestOnly } from "../../../app/access/guards";
import { LoginPage } from "../../../features/auth/LoginPage";

// The index page is the sign-in page; a signed-in user is sent to their home.
export const Route = createFileRoute("/{-$locale}/_login/")({
  staticData: { title: "auth.login.pageTitle" },
  beforeLoad: ({ context, location }) => guestOnly({ context, location }),
  component: LoginPage,
});
