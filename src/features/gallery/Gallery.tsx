// Every component of the design system in every state, for review and for the accessibility check. It lives in
// the app rather than in ui/ (whose components never import react-intl) so that all its text, captions and
// samples alike, is in the interface language (`gallery.*` messages).
// Mount it at a route. With `theme` it applies the theme itself; without, it follows the app's (body.dark).
import "../../../ui/theme/fonts";
import "../../../ui/theme/global.css";
import { useEffect, useState } from "react";
import { Link } from "../../../ui/components/Link";
import type { BrandingInput } from "../../../ui/theme/branding";
import { ThemeProvider } from "../../../ui/theme/ThemeProvider";
import type { ThemeMode } from "../../../ui/theme/tokens";
import * as s from "./Gallery.css";
import { useT } from "./parts";
import { ActionsSection } from "./sections/ActionsSection";
import { ChoiceSection } from "./sections/ChoiceSection";
import { DataSection } from "./sections/DataSection";
import { FeedbackSection } from "./sections/FeedbackSection";
import { FormBuilderSection } from "./sections/FormBuilderSection";
import { FormsSection } from "./sections/FormsSection";
import { NavigationSection } from "./sections/NavigationSection";
import { OverlaysSection } from "./sections/OverlaysSection";
import { SurfacesSection } from "./sections/SurfacesSection";
import { ThemeSection } from "./sections/ThemeSection";

export interface GalleryProps {
  /** Apply this theme to the page while the gallery is shown; by default follow body's `dark` class. */
  theme?: ThemeMode;
  /** The client's branding to preview; defaults apply when absent. */
  branding?: BrandingInput | null;
}

/** The sections in page order; each one's title is `gallery.section.<id>`. */
const contents = ["theme", "actions", "forms", "choice", "overlays", "navigation", "feedback", "data", "surfaces", "formBuilder"] as const;

const readBodyTheme = (): ThemeMode => (typeof document !== "undefined" && document.body.classList.contains("dark") ? "dark" : "light");

/** Follows the `dark` class on body, which the app's theme switch toggles. */
function useBodyTheme(): ThemeMode {
  const [theme, setTheme] = useState(readBodyTheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(readBodyTheme()));
    observer.observe(document.body, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

export function Gallery({ theme: themeProp, branding }: GalleryProps) {
  const t = useT();
  const bodyTheme = useBodyTheme();
  const theme = themeProp ?? bodyTheme;
  const page = (
    <div className={s.page}>
      <div className={s.intro}>
        <h1 className={s.h1}>{t("gallery.intro.title")}</h1>
        <p className={s.lead}>{t("gallery.intro.lead", { theme })}</p>
        <nav aria-label={t("gallery.intro.nav")}>
          <ul className={s.nav}>
            {contents.map((id) => (
              <li key={id}>
                <Link href={`#${id}`}>{t(`gallery.section.${id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <ThemeSection theme={theme} branding={branding} />
      <ActionsSection />
      <FormsSection />
      <ChoiceSection />
      <OverlaysSection />
      <NavigationSection />
      <FeedbackSection />
      <DataSection />
      <SurfacesSection />
      <FormBuilderSection />
    </div>
  );
  return themeProp ? (
    <ThemeProvider theme={themeProp} branding={branding}>
      {page}
    </ThemeProvider>
  ) : (
    page
  );
}

export default Gallery;
