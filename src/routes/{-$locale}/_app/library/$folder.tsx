import { createFileRoute } from "@tanstack/react-router";
import { LibraryPage } from "../../../../features/library/browse/LibraryPage";
import { ensureQuery, prefetch } from "../../../../app/loaders";
import { treeQuery } from "../../../../features/library/queries";

export const Route = createFileRoute("/{-$locale}/_app/library/$folder")({
  staticData: { title: "library.title", access: { section: "library" } },
  // The folder content is paged by its own machine and must not wait for the tree beside it.
  loader: ({ context }) => prefetch(ensureQuery(context.queryClient, treeQuery(1))),
  component: function LibraryFolderRoute() {
    const { folder } = Route.useParams();
    const id = Number(folder);
    // A folder id that is not a positive int32 cannot exist: show the common folder's "not found" state.
    return <LibraryPage folderId={Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : 2147483647} />;
  },
});
