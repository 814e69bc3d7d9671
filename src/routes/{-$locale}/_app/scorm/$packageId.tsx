import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../../app/loaders";
import { ScormPage } from "../../../../features/scorm/ScormPage";
import { packageQuery } from "../../../../features/scorm/queries";

// A package played on its own: the library's preview (spec 001 §7 scormPackageUrl), for those who edit the library.
export const Route = createFileRoute("/{-$locale}/_app/scorm/$packageId")({
  staticData: { title: "scorm.player.title", access: { section: "library", flag: "edit" } },
  loader: ({ context, params }) => ensureQuery(context.queryClient, packageQuery(params.packageId)),
  component: function ScormRoute() {
    const { packageId } = Route.useParams();
    return <ScormPage packageId={packageId} />;
  },
});
