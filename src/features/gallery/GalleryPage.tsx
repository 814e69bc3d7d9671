// /settings/ui-gallery: the design system's gallery with the client's branding and the current theme.
import { Gallery } from "./Gallery";
import { useActiveBranding } from "../../app/theme/ThemeRoot";
import { page } from "../shell/page.css";

export function GalleryPage() {
  const branding = useActiveBranding();
  return (
    <div className={page}>
      <Gallery branding={branding ?? null} />
    </div>
  );
}
