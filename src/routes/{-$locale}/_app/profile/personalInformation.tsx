import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "../../../../features/profile/ProfilePage";

// One's own profile (spec 000 §2 Profile: personalInformation). Every signed-in user has one: no section needed.
export const Route = createFileRoute("/{-$locale}/_app/profile/personalInformation")({
  staticData: { title: "profile.title" },
  component: ProfilePage,
});
