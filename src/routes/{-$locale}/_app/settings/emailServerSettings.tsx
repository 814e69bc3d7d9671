import { createFileRoute } from "@tanstack/react-router";
import { EmailServerSettingsPage } from "../../../../features/mail/EmailServerSettingsPage";
import { ensureQuery } from "../../../../app/loaders";
import { settingsQuery } from "../../../../features/mail/queries";

// The client's mail server (spec 000 §2 Settings: emailServerSettings). A static segment: the generic
// /settings/$catalog page never takes it. Reading needs client settings; saving its edit flag (checked again by the server).
export const Route = createFileRoute("/{-$locale}/_app/settings/emailServerSettings")({
  staticData: {
    title: "mail.settings.title",
    access: { section: "client_settings" },
    menu: { group: "settings", label: "mail.settings.title", description: "mail.settings.lead", icon: "settings", order: 41 },
  },
  loader: ({ context }) => ensureQuery(context.queryClient, settingsQuery()),
  component: EmailServerSettingsPage,
});
