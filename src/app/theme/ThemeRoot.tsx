// Applies the client's branding (colours, font) and the light/dark choice to the whole page, and keeps
// the document title and favicon in step with the branding.
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { ThemeProvider } from "../../../ui/theme/ThemeProvider";
import { useSessionEmail } from "../../features/auth/queries";
import { domainBrandingQuery } from "./queries";
import { useThemeMode } from "./mode";

/** Sets the favicon link to a URL (or leaves the default). */
const setFavicon = (href: string | null | undefined) => {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.appendChild(link);
  }
  if (link.getAttribute("href") !== href) link.href = href;
};

/** The branding in force for this page: the user's client once signed in, else the host's. */
export const useActiveBranding = () => {
  const email = useSessionEmail();
  const signedIn = useQuery(domainBrandingQuery(email));
  const host = useQuery({ ...domainBrandingQuery(), enabled: !email || signedIn.isError });
  return email && !signedIn.isError ? (signedIn.data ?? host.data) : host.data;
};

export function ThemeRoot({ children }: { children?: ReactNode }) {
  const branding = useActiveBranding();
  const mode = useThemeMode();
  useEffect(() => {
    setFavicon(branding?.favicon);
  }, [branding?.favicon]);
  return (
    <ThemeProvider branding={branding ?? null} theme={mode}>
      {children}
    </ThemeProvider>
  );
}
