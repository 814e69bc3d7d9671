import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../../app/loaders";
import { CodesPage } from "../../../../../features/codes/CodesPage";
import { catalogsQuery } from "../../../../../features/codes/queries";

// management/codes (spec 000 §2): the catalogues of access codes, for the codes section.
export const Route = createFileRoute("/{-$locale}/_app/management/codes/")({
  staticData: {
    title: "codes.catalogs.title",
    access: { section: "codes" },
    menu: { group: "management", label: "codes.nav", description: "codes.navDescription", icon: "users", order: 38 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, catalogsQuery()),
  component: CodesPage,
});
