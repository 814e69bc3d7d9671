import { createFileRoute } from "@tanstack/react-router";
import { LibraryPage } from "../../../../features/library/browse/LibraryPage";
import { ensureQuery, prefetch } from "../../../../app/loaders";
import { treeQuery } from "../../../../features/library/queries";

export const Route = createFileRoute("/{-$locale}/_app/library/")({
  staticData: {
    title: "library.title",
    access: { section: "library" },
    menu: { group: "learning", label: "library.nav", description: "library.navDescription", icon: "book", order: 30 },
  },
  // The folder content is paged by its own machine and must not wait for the tree beside it.
  loader: ({ context }) => prefetch(ensureQuery(context.queryClient, treeQuery(1))),
  component: function LibraryRoute() {
    return <LibraryPage key={1} folderId={1} />;
  },
});
