import { createFileRoute } from "@tanstack/react-router";
import { AccessPage } from "../../../../../../features/library/access/AccessPage";
import { ensureQuery, loadAll } from "../../../../../../app/loaders";
import { accessPropertiesQuery, accessQuery } from "../../../../../../features/library/queries";
import { idOf } from "../../../../../../app/routeParams";

// Access of a library folder (spec 000 §6): Managers of the item only; the server's 403 sends others to the 403 page.
export const Route = createFileRoute("/{-$locale}/_app/library/access/folder/$id")({
  staticData: { title: "libraryAccess.pageTitle", access: { section: "library" } },
  loader: ({ context: { queryClient }, params }) => {
    const id = idOf(params.id);
    if (id === null) return;
    return loadAll(ensureQuery(queryClient, accessQuery("folder", id)), ensureQuery(queryClient, accessPropertiesQuery("folder", id)));
  },
  component: function FolderAccessRoute() {
    const { id } = Route.useParams();
    return <AccessPage key={id} kind="folder" id={Number(id)} />;
  },
});
