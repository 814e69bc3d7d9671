import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicyPanel } from "../../../../features/clients/PrivacyPolicyPanel";
import { ensureQuery, loadAll } from "../../../../app/loaders";
import { informationQuery, privacyPolicyQuery } from "../../../../features/clients/queries";

// The client's privacy policy PDF (spec 000 §2 Preferences general: policy-privacy).
export const Route = createFileRoute("/{-$locale}/_app/settings/policy-privacy")({
  staticData: {
    title: "clients.tab.privacyPolicy",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "clients.tab.privacyPolicy", description: "clients.privacyPolicy.lead", icon: "settings", order: 12 },
  },
  loader: ({ context: { queryClient } }) => loadAll(ensureQuery(queryClient, privacyPolicyQuery()), ensureQuery(queryClient, informationQuery())),
  component: function PolicyPrivacyRoute() {
    return <PrivacyPolicyPanel />;
  },
});
