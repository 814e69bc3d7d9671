import { createFileRoute } from "@tanstack/react-router";
import { ReplayPage } from "../../../../../features/replay/ReplayPage";
import { ensureQuery, loadAll } from "../../../../../app/loaders";
import { streamQuery, streamsQuery } from "../../../../../features/replay/queries";

interface ReplaySearch {
  type?: string;
  id?: string;
  /** "as of": an ISO instant */
  at?: string;
}

// Support: replay any lifecycle stream of the client (system settings → logs).
export const Route = createFileRoute("/{-$locale}/_app/settings/logs/replay")({
  staticData: {
    title: "replay.title",
    access: { section: "logs" },
    menu: { group: "support", label: "nav.replay", description: "dashboard.card.replay", icon: "settings", order: 60 },
  },
  validateSearch: (search: Record<string, unknown>): ReplaySearch => ({
    type: typeof search.type === "string" && search.type ? search.type : undefined,
    id: typeof search.id === "string" || typeof search.id === "number" ? String(search.id) : undefined,
    at: typeof search.at === "string" && search.at ? search.at : undefined,
  }),
  // Only the stream chosen reloads the route. Moving the "as of" moment (typed segment by segment, one navigation
  // each) is the page's own query with its previous answer kept on screen: a loader per keystroke raced its own
  // navigations, and the address kept an older moment than the one shown.
  loaderDeps: ({ search: { type, id } }) => ({ type, id }),
  loader: ({ context: { queryClient }, deps: { type, id }, location }) =>
    loadAll(
      type ? ensureQuery(queryClient, streamsQuery(type)) : Promise.resolve(),
      type && id ? ensureQuery(queryClient, streamQuery(type, id, (location.search as ReplaySearch).at)) : Promise.resolve(),
    ),
  component: Page,
});

function Page() {
  const { type, id, at } = Route.useSearch();
  return <ReplayPage type={type} id={id} at={at} />;
}
