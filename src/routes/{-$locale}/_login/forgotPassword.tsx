import { createFileRoute } from "@tanstack/react-router";
import { ForgotPasswordPage } from "../../../features/auth/ForgotPasswordPage";

// "Forgot password?" from the sign-in form: /forgotPassword?email=… (the e-mail the form held, if any).
export const Route = createFileRoute("/{-$locale}/_login/forgotPassword")({
  staticData: { title: "auth.forgot.pageTitle" },
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === "string" && search.email.length <= 254 ? { email: search.email } : {},
  component: ForgotPasswordPage,
});
