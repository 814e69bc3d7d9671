import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../features/devPlans/access";
import { SettingsWizard } from "../../../../../../../features/devPlans/admin/settings/SettingsWizard";

// The plan's settings wizard; the step is in the address (description, general, members, prohibition,
// preliminary-survey, role-model, summary).
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/settings/{-$step}")({
  staticData: { title: "devPlans.admin.settingsTitle", access: devPlansAdminAccess },
  component: Settings,
});

function Settings() {
  const { id, step } = Route.useParams();
  return <SettingsWizard planId={Number(id)} step={step} />;
}
