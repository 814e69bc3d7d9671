import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicyPanel } from "../../../../features/clients/PrivacyPolicyPanel";

// The client's privacy policy PDF (spec 000 §2 Preferences general: policy-privacy).
export const Route = createFileRoute("/{-$locale}/_app/settings/policy-privacy")({
  staticData: {
    title: "clients.tab.privacyPolicy",
    access: { section: "client_settings" },
    menu: { group: "preferences", label: "clients.tab.privacyPolicy", description: "clients.privacyPolicy.lead", icon: "settings", order: 12 },
  },
  component: function PolicyPrivacyRoute() {
    return <PrivacyPolicyPanel />;
  },
});
