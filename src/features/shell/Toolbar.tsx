// The top toolbar: menu toggle, the client's logo or title, language, theme, notifications and account.
import { Link } from "@tanstack/react-router";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import type { Branding } from "../../../services/contract/branding";
import type { SessionData } from "../../../services/contract/auth";
import { localeParam } from "../../app/i18n/locale";
import { useLocale } from "../../app/i18n/IntlRoot";
import { MenuBarsIcon } from "../../app/icons";
import { NotificationBell } from "../notifications/NotificationBell";
import { LanguageSwitcher } from "./LanguageSwitcher";
import * as s from "./shell.css";
import { ThemeToggle } from "./ThemeToggle";
import { UserMenu } from "./UserMenu";

interface ToolbarProps {
  session: SessionData;
  branding: Branding | undefined;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** The home route (first allowed), or none. */
  home: string | undefined;
  notifications: boolean;
  onOpenNotifications: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}

export function Toolbar(p: ToolbarProps) {
  const intl = useIntl();
  const locale = useLocale();
  const title = p.branding?.title || intl.formatMessage({ id: "app.name" });
  return (
    <header className={s.toolbar}>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        className={s.toolbarButton}
        aria-label={intl.formatMessage({ id: p.menuOpen ? "toolbar.menu.close" : "toolbar.menu.open" })}
        aria-expanded={p.menuOpen}
        aria-controls="side-menu"
        onPress={p.onToggleMenu}
      >
        <MenuBarsIcon size={20} />
      </Button>
      <Link
        to={(p.home ?? "/{-$locale}") as never}
        params={{ locale: localeParam(locale) } as never}
        className={s.brand}
        aria-label={`${title} — ${intl.formatMessage({ id: "toolbar.home" })}`}
      >
        {p.branding?.logo ? <img src={p.branding.logo} alt="" className={s.brandLogo} /> : <span className={s.brandTitle}>{title}</span>}
      </Link>
      <LanguageSwitcher tone="toolbar" />
      <ThemeToggle />
      {p.notifications && <NotificationBell onPress={p.onOpenNotifications} />}
      <UserMenu session={p.session} onChangePassword={p.onChangePassword} onLogout={p.onLogout} />
    </header>
  );
}
