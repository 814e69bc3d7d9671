import { createFileRoute } from "@tanstack/react-router";
import { GalleryPage } from "../../../../features/gallery/GalleryPage";

export const Route = createFileRoute("/{-$locale}/_app/settings/ui-gallery")({
  staticData: {
    title: "gallery.pageTitle",
    access: { section: "system_settings" },
    menu: { group: "support", label: "nav.uiGallery", description: "dashboard.card.uiGallery", icon: "grid", order: 90 },
  },
  component: GalleryPage,
});
