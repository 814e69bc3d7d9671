// The top loading bar while a route loads: it runs from 0 towards 90 % as the load goes on, jumps to 100 %
// when it ends and then fades out.
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { LoadingBar } from "../../../ui/components/LoadingBar";

export function RouteLoadingBar() {
  const intl = useIntl();
  const loading = useRouterState({ select: (s) => s.status === "pending" || s.isLoading });
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (loading) {
      setValue(0);
      // Each tick closes a fifth of the remaining gap to 90 %.
      const timer = setInterval(() => setValue((v) => (v === null ? 0 : v + (90 - v) * 0.2)), 150);
      return () => clearInterval(timer);
    }
    setValue((v) => (v === null ? null : 100));
    const hide = setTimeout(() => setValue(null), 600);
    return () => clearTimeout(hide);
  }, [loading]);

  if (value === null) return null;
  const label = intl.formatMessage({ id: "app.loading" });
  // In a labelled region: content outside every landmark is missed by landmark navigation (axe's `region` rule).
  return (
    <section aria-label={label}>
      <LoadingBar value={value} label={label} />
    </section>
  );
}
