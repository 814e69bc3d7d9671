import { createFileRoute } from "@tanstack/react-router";
import { LibraryPage } from "../../../../features/library/browse/LibraryPage";

export const Route = createFileRoute("/{-$locale}/_app/library/")({
  staticData: {
    title: "library.title",
    access: { section: "library" },
    menu: { group: "learning", label: "library.nav", description: "library.navDescription", icon: "book", order: 30 },
  },
  component: function LibraryRoute() {
    return <LibraryPage key={1} folderId={1} />;
  },
});
