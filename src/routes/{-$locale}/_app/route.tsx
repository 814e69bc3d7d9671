import { createFileRoute } from "@tanstack/react-router";
import type { SessionData } from "../../../../services/contract/auth";
import { requireSession } from "../../../app/access/guards";
import { DefaultLayout } from "../../../app/layouts/DefaultLayout";

// Every page of the signed-in app: the guard needs a session and checks each matched route's access.
export const Route = createFileRoute("/{-$locale}/_app")({
  beforeLoad: ({ context, location, matches }): Promise<{ session: SessionData }> =>
    requireSession({ context, location, matches: matches as never }),
  component: DefaultLayout,
});
