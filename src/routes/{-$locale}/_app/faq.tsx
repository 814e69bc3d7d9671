import { createFileRoute } from "@tanstack/react-router";
import { ensureQuery } from "../../../app/loaders";
import { FaqPage } from "../../../features/faq/FaqPage";
import { faqQuery } from "../../../features/faq/queries";

export const Route = createFileRoute("/{-$locale}/_app/faq")({
  staticData: {
    title: "faq.title",
    access: { section: "faq" },
    menu: { group: "main", label: "faq.nav", description: "faq.navDescription", icon: "book", order: 40 },
  },
  loader: ({ context }) => ensureQuery(context.queryClient, faqQuery()),
  component: FaqPage,
});
