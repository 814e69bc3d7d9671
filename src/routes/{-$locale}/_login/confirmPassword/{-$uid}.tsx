import { createFileRoute } from "@tanstack/react-router";
import { ConfirmPasswordPage } from "../../../../features/auth/ConfirmPasswordPage";
import { ensureQuery } from "../../../../app/loaders";
import { confirmPasswordLinkQuery } from "../../../../features/auth/queries";

// A set-password link from an invitation or reset e-mail: /confirmPassword/{uid?}.
export const Route = createFileRoute("/{-$locale}/_login/confirmPassword/{-$uid}")({
  staticData: { title: "auth.confirm.pageTitle" },
  loader: ({ context, params }) => (params.uid ? ensureQuery(context.queryClient, confirmPasswordLinkQuery(params.uid)) : undefined),
  component: ConfirmPasswordPage,
});
