import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../app/loaders";
import { RegistrationPage } from "../../../../features/codes/RegistrationPage";
import { registrationOptionsQuery } from "../../../../features/codes/queries";

// /registration/{uid?} (spec 000 §2): public self-registration, by access code (the uid fills it in) or e-mail domain.
export const Route = createFileRoute("/{-$locale}/_login/registration/{-$uid}")({
  staticData: { title: "codes.registration.title" },
  loader: ({ context }) => ensureQuery(context.queryClient, registrationOptionsQuery()),
  component: RegistrationPage,
});
