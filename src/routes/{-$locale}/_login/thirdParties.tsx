import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../app/loaders";
import { ThirdPartiesPage } from "../../../features/thirdParties/ThirdPartiesPage";
import { thirdPartiesQuery } from "../../../features/thirdParties/queries";

// The open-source packages the product ships, with their licences (spec 000 §2 /thirdParties): public, in the
// login layout like /privacyPolicy, linked from the sign-in page and the account menu.
export const Route = createFileRoute("/{-$locale}/_login/thirdParties")({
  staticData: { title: "thirdParties.title" },
  loader: ({ context }) => ensureQuery(context.queryClient, thirdPartiesQuery()),
  component: ThirdPartiesPage,
});
