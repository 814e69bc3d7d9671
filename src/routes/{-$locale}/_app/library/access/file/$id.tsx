import { createFileRoute } from "@tanstack/react-router";
import { AccessPage } from "../../../../../../features/library/access/AccessPage";

// Access of a library file (spec 000 §6): Managers of the item only; the server's 403 sends others to the 403 page.
export const Route = createFileRoute("/{-$locale}/_app/library/access/file/$id")({
  staticData: { title: "libraryAccess.pageTitle", access: { section: "library" } },
  component: function FileAccessRoute() {
    const { id } = Route.useParams();
    return <AccessPage key={id} kind="file" id={Number(id)} />;
  },
});
