import { createFileRoute } from "@tanstack/react-router";
import { devPlansAdminAccess } from "../../../../../../../features/devPlans/access";
import { SettingsWizard } from "../../../../../../../features/devPlans/admin/settings/SettingsWizard";
import { ensureInfinite, ensureQuery, loadAll } from "../../../../../../../app/loaders";
import { membersQuery, planQuery } from "../../../../../../../features/devPlans/queries";
import { idOf } from "../../../../../../../app/routeParams";

// The plan's settings wizard; the step is in the address (description, general, members, prohibition,
// preliminary-survey, role-model, summary).
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/settings/{-$step}")({
  staticData: { title: "devPlans.admin.settingsTitle", access: devPlansAdminAccess },
  loader: ({ context: { queryClient }, params }) => {
    const id = idOf(params.id);
    if (id === null) return;
    // The members step lists the plan's members as well.
    return loadAll(ensureQuery(queryClient, planQuery(id)), params.step === "members" ? ensureInfinite(queryClient, membersQuery(id)) : Promise.resolve());
  },
  component: Settings,
});

function Settings() {
  const { id, step } = Route.useParams();
  return <SettingsWizard planId={Number(id)} step={step} />;
}
