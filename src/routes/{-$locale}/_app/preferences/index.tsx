import { createFileRoute, redirect } from "@tanstack/react-router";

// /preferences has no page of its own (it was an empty page without a heading): it opens the first section.
export const Route = createFileRoute("/{-$locale}/_app/preferences/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/{-$locale}/preferences/general/branding", params });
  },
});
