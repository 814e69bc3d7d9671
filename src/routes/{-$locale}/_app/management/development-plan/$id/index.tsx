import { createFileRoute } from "@tanstack/react-router";
import { OpenPlan } from "../../../../../../features/devPlans/admin/OpenPlan";
import { ensureQuery } from "../../../../../../app/loaders";
import { planQuery } from "../../../../../../features/devPlans/queries";
import { idOf } from "../../../../../../app/routeParams";

// A plan opens on its settings while it is being prepared, on its management once launched.
export const Route = createFileRoute("/{-$locale}/_app/management/development-plan/$id/")({
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    return id === null ? undefined : ensureQuery(context.queryClient, planQuery(id));
  },
  component: Open,
});

function Open() {
  const { id } = Route.useParams();
  return <OpenPlan planId={Number(id)} />;
}
