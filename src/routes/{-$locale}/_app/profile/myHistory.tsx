import { createFileRoute } from "@tanstack/react-router";
import { ensureInfinite } from "../../../../app/loaders";
import { historyAccess } from "../../../../features/learning/access";
import { MyHistoryPage } from "../../../../features/learning/profile/MyHistoryPage";
import { myHistoryQuery } from "../../../../features/learning/profile/queries";

// /profile/myHistory (spec 000 §2 Profile): what the person did, from the event log; the profile section.
export const Route = createFileRoute("/{-$locale}/_app/profile/myHistory")({
  staticData: { title: "learning.history.title", access: historyAccess },
  loader: ({ context }) => ensureInfinite(context.queryClient, myHistoryQuery()),
  component: MyHistoryPage,
});
