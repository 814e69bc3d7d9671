import { createFileRoute } from "@tanstack/react-router";
import { ConfirmPasswordPage } from "../../../../features/auth/ConfirmPasswordPage";

// A set-password link from an invitation or reset e-mail: /confirmPassword/{uid?}.
export const Route = createFileRoute("/{-$locale}/_login/confirmPassword/{-$uid}")({
  staticData: { title: "auth.confirm.pageTitle" },
  component: ConfirmPasswordPage,
});
