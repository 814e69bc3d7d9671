import { createFileRoute } from "@tanstack/react-router";
import { EmailHistoryPage } from "../../../../features/mail/EmailHistoryPage";
import { ensureInfinite } from "../../../../app/loaders";
import { historyQuery } from "../../../../features/mail/queries";

// The e-mail history (spec 000 §2 Settings: emailHistory). A static segment, so the generic /settings/$catalog
// page never takes it; it needs the client settings section, as the server does.
export const Route = createFileRoute("/{-$locale}/_app/settings/emailHistory")({
  staticData: {
    title: "mail.history.title",
    access: { section: "client_settings" },
    menu: { group: "settings", label: "mail.history.title", description: "mail.history.lead", icon: "settings", order: 40 },
  },
  loader: ({ context }) => ensureInfinite(context.queryClient, historyQuery(undefined, [])),
  component: EmailHistoryPage,
});
