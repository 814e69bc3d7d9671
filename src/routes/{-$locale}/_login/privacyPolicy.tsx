import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicyPage } from "../../../features/clients/PrivacyPolicyPage";
import { ensureQuery } from "../../../app/loaders";
import { publicPolicyQuery } from "../../../features/clients/public/queries";

// The host's client's privacy policy (spec 000 §2 /privacyPolicy): public, in the branded login layout.
export const Route = createFileRoute("/{-$locale}/_login/privacyPolicy")({
  staticData: { title: "clients.privacyPolicy.publicTitle" },
  loader: ({ context }) => ensureQuery(context.queryClient, publicPolicyQuery()),
  component: PrivacyPolicyPage,
});
