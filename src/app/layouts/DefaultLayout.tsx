// The default layout of the signed-in app: toolbar, side menu (new or classic, from the routes the user may
// open), the page, the notification panel (only with a notifications address), and the change-password and
// logout dialogs. A spinner shows until the layoutLoading machine says the session, notification settings
// and branding are in (or failed).
import { useQuery } from "@tanstack/react-query";
import { Outlet, useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { LiveAnnouncer } from "../../../ui/a11y/announce";
import { Spinner } from "../../../ui/components/Spinner";
import { useFocusRescue } from "../../../ui/focus";
import { sessionQuery } from "../../features/auth/queries";
import { versionReceived } from "../../features/errors/appVersion";
import { setErrorContext } from "../../features/errors/globalErrors";
import { notificationSettingsQuery } from "../../features/notifications/queries";
import * as s from "../../features/shell/shell.css";
import { SideMenu } from "../../features/shell/SideMenu";
import { Toolbar } from "../../features/shell/Toolbar";
import { useLayoutLoading } from "../../features/shell/useLayoutLoading";
import { useMediaQuery } from "../../features/shell/useMediaQuery";
import { buildMenu } from "../access/access";
import { RefusedNotice } from "../access/RefusedNotice";
import { domainBrandingQuery } from "../theme/queries";
import { registerShellDialogs, type ShellDialogs } from "./shellDialogs";

const WideQuery = "(min-width: 1024px)";

// The shell's overlays load when first opened: the first screen after sign-in does without them (the first-load
// budget, docs/architecture.md). Once loaded a dialog stays mounted, so that it can animate out.
const NotificationPanel = lazy(() => import("../../features/notifications/NotificationPanel").then((m) => ({ default: m.NotificationPanel })));
const ChangePasswordDialog = lazy(() => import("../../features/auth/ChangePasswordDialog").then((m) => ({ default: m.ChangePasswordDialog })));
const LogoutDialog = lazy(() => import("../../features/auth/LogoutDialog").then((m) => ({ default: m.LogoutDialog })));

export function DefaultLayout() {
  const intl = useIntl();
  const router = useRouter();
  const session = useQuery(sessionQuery());
  const data = session.data;
  const notificationsOn = !!data?.notifications_base;
  const settings = useQuery({ ...notificationSettingsQuery(), enabled: notificationsOn });
  const branding = useQuery({ ...domainBrandingQuery(data?.user.email), enabled: !!data });
  const loading = useLayoutLoading(session, notificationsOn ? settings : "skip", branding);
  useFocusRescue();
  // The first screen reads over plain fetch (services/client/firstScreen.ts); the Effect client that every other
  // page and action needs is fetched as soon as the shell has drawn, beside the first screen's own reads, so the
  // next page does not wait for it.
  useEffect(() => void import("../../../services/client/api").catch(() => undefined), []);

  // Open on wide screens, closed on small ones; on small screens it closes after every navigation.
  const isWide = useMediaQuery(WideQuery);
  const [menuOpen, setMenuOpen] = useState(isWide);
  useEffect(() => setMenuOpen(isWide), [isWide]);
  // Only a move to another address closes it: a reload of the same page's data (after sign-in, after a write)
  // also resolves, and must not shut a drawer the user has just opened.
  useEffect(
    () => router.subscribe("onResolved", (e) => e.hrefChanged && !window.matchMedia(WideQuery).matches && setMenuOpen(false)),
    [router],
  );

  const [dialog, setDialog] = useState<ShellDialogs>(null);
  const [opened, setOpened] = useState<ReadonlySet<ShellDialogs>>(new Set());
  useEffect(() => {
    if (dialog && !opened.has(dialog)) setOpened(new Set([...opened, dialog]));
  }, [dialog, opened]);
  const mounted = (d: Exclude<ShellDialogs, null>) => dialog === d || opened.has(d);
  const menu = useMemo(() => (data ? buildMenu(Object.values(router.routesById) as never, data) : []), [data, router]);

  useEffect(() => {
    registerShellDialogs(setDialog);
    return () => registerShellDialogs(null);
  }, []);

  useEffect(() => {
    if (data) setErrorContext({ userId: data.user.id, clientId: data.user.client_id });
  }, [data]);
  const version = data?.app_version;
  useEffect(() => {
    if (version) versionReceived(version);
  }, [version]);

  if (loading || !data)
    return (
      <div className={s.centered}>
        <Spinner size={40} label={intl.formatMessage({ id: "app.loading" })} />
      </div>
    );

  const close = (open: boolean) => !open && setDialog(null);
  return (
    <div className={s.shell}>
      <a href="#main" className={s.skipLink}>
        {intl.formatMessage({ id: "app.skipToContent" })}
      </a>
      <Toolbar
        session={data}
        branding={branding.data}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((v) => !v)}
        home={menu[0]?.items[0]?.to}
        notifications={notificationsOn}
        onOpenNotifications={() => setDialog("notifications")}
        onChangePassword={() => setDialog("password")}
        onLogout={() => setDialog("logout")}
      />
      <div className={s.body}>
        <SideMenu groups={menu} variant={data.side_menu} open={menuOpen} overlay={!isWide} onClose={() => setMenuOpen(false)} />
        <main id="main" className={s.main} tabIndex={-1}>
          <RefusedNotice />
          <Outlet />
        </main>
      </div>
      <LiveAnnouncer />
      <Suspense fallback={null}>
        {notificationsOn && mounted("notifications") && <NotificationPanel isOpen={dialog === "notifications"} onOpenChange={close} />}
        {mounted("password") && <ChangePasswordDialog isOpen={dialog === "password"} onOpenChange={close} />}
        {mounted("logout") && <LogoutDialog isOpen={dialog === "logout"} onOpenChange={close} />}
      </Suspense>
    </div>
  );
}
