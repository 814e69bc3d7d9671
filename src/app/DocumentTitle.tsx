// The document title: the deepest route's title, then the client's platform title.
import { useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useActiveBranding } from "./theme/ThemeRoot";

export function DocumentTitle() {
  const intl = useIntl();
  const branding = useActiveBranding();
  const titleId = useMatches({ select: (ms) => [...ms].reverse().find((m) => m.staticData?.title)?.staticData.title });
  const brand = branding?.title || intl.formatMessage({ id: "app.name" });
  const page = titleId ? intl.formatMessage({ id: titleId }) : undefined;
  useEffect(() => {
    document.title = page ? `${page} · ${brand}` : brand;
  }, [page, brand]);
  return null;
}
