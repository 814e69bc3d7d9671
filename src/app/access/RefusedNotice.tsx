// The notice on the page a person was sent to instead of one their role may not open: which page and why, once,
// with a button to dismiss it (refusedNotice.ts). A status region, so a screen reader hears it on arrival.
import { useLocation, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import * as s from "../concurrency/StaleNotice.css";
import { dismissRefusal, refusalShownAt, useRefusal } from "./refusedNotice";

export function RefusedNotice() {
  const intl = useIntl();
  const refusal = useRefusal();
  const path = useLocation({ select: (l) => l.pathname });
  // Bound once the redirect has landed (the router idle): noted while the refused navigation is still running, the
  // refusal must not attach to the page the person is leaving.
  const idle = useRouterState({ select: (st) => st.status === "idle" });
  useEffect(() => {
    if (idle) refusalShownAt(path);
  }, [path, idle]);
  if (!refusal || refusal.landedOn !== path) return null;
  const page = refusal.title && intl.messages[refusal.title] ? intl.formatMessage({ id: refusal.title }) : null;
  return (
    <div role="status" className={s.notice} data-testid="refused-notice">
      <p className={s.text}>
        {page ? intl.formatMessage({ id: "app.access.refusedPage" }, { page }) : intl.formatMessage({ id: "app.access.refused" })}
      </p>
      <Button variant="secondary" onPress={dismissRefusal}>
        {intl.formatMessage({ id: "app.access.dismiss" })}
      </Button>
    </div>
  );
}
