import { createFileRoute } from "@tanstack/react-router";
import { OpenPlan } from "../../../../../../features/devPlans/admin/OpenPlan";

// A plan opens on its settings while it is being prepared, on its management once launched.
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/")({
  component: Open,
});

function Open() {
  const { id } = Route.useParams();
  return <OpenPlan planId={Number(id)} />;
}
