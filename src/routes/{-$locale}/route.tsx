import { createFileRoute, notFound } from "@tanstack/react-router";

// The optional locale segment: none is Russian, /en and /fr the others; anything else is not a page.
export const Route = createFileRoute("/{-$locale}")({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && params.locale !== "en" && params.locale !== "fr") throw notFound();
  },
});
