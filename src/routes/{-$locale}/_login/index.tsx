import { createFileRoute } from "@tanstack/react-router";
import { guestOnly } from "../../../app/access/guards";
import { LoginPage } from "../../../features/auth/LoginPage";
import { ensureQuery } from "../../../app/loaders";
import { publicPolicyQuery } from "../../../features/clients/public/queries";

// The index page is the sign-in page; a signed-in user is sent to their home.
export const Route = createFileRoute("/{-$locale}/_login/")({
  staticData: { title: "auth.login.pageTitle" },
  beforeLoad: ({ context, location }) => guestOnly({ context, location }),
  loader: ({ context }) => ensureQuery(context.queryClient, publicPolicyQuery()),
  component: LoginPage,
});
