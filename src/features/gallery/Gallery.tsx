// Every component of the design system in every state, for review and for the accessibility check.
// Mount it at a route. With `theme` it applies the theme itself; without, it follows the app's (body.dark).
import "../theme/fonts";
import "../theme/global.css";
import { useEffect, useState } from "react";
import { Link } from "../components/Link";
import type { BrandingInput } from "../theme/branding";
import { ThemeProvider } from "../theme/ThemeProvider";
import type { ThemeMode } from "../theme/tokens";
import * as s from "./Gallery.css";
import { ActionsSection } from "./sections/ActionsSection";
import { ChoiceSection } from "./sections/ChoiceSection";
import { DataSection } from "./sections/DataSection";
import { FeedbackSection } from "./sections/FeedbackSection";
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

const contents = [
  ["theme", "Theme"],
  ["actions", "Actions"],
  ["forms", "Forms"],
  ["choice", "Choice"],
  ["overlays", "Overlays"],
  ["navigation", "Navigation"],
  ["feedback", "Feedback"],
  ["data", "Data"],
  ["surfaces", "Surfaces and status"],
] as const;

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
  const bodyTheme = useBodyTheme();
  const theme = themeProp ?? bodyTheme;
  const page = (
    <div className={s.page}>
      <div className={s.intro}>
        <h1 className={s.h1}>Design system</h1>
        <p className={s.lead}>
          Every component in every state, in the {theme} theme. Colours and font come from the client's branding; keyboard focus is always
          visible.
        </p>
        <nav aria-label="Gallery sections">
          <ul className={s.nav}>
            {contents.map(([id, title]) => (
              <li key={id}>
                <Link href={`#${id}`}>{title}</Link>
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
