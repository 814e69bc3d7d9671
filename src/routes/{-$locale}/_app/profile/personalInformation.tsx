import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "../../../../features/profile/ProfilePage";
import { ensureQuery } from "../../../../app/loaders";
import { smartFormQuery } from "../../../../features/forms/queries";
import { DefaultLocale } from "../../../../app/i18n/locale";

// One's own profile (spec 000 §2 Profile: personalInformation). Every signed-in user has one: no section needed.
export const Route = createFileRoute("/{-$locale}/_app/profile/personalInformation")({
  staticData: { title: "profile.title" },
  loader: ({ context }) => ensureQuery(context.queryClient, smartFormQuery({ entityId: 3, mode: "profile" }, context.locale ?? DefaultLocale)),
  component: ProfilePage,
});
