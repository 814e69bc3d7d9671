// The login layout: the client's cover on the left (wide screens), the logo, the language switcher and the
// page on the right. Sign-in, password links and the error pages use it.
import { Outlet } from "@tanstack/react-router";
import { createContext, type ReactNode, useContext } from "react";
import { useIntl } from "react-intl";
import { LanguageLinks } from "../../features/shell/LanguageLinks";
import { useActiveBranding } from "../theme/ThemeRoot";
import * as s from "./LoginLayout.css";

/** Set inside a login shell, so a page that brings its own shell (a status page) does not draw a second one. */
const InsideShell = createContext(false);

export function LoginShell({ children }: { children?: ReactNode }) {
  const inside = useContext(InsideShell);
  if (inside) return <>{children}</>;
  return (
    <InsideShell.Provider value>
      <Shell>{children}</Shell>
    </InsideShell.Provider>
  );
}

function Shell({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const branding = useActiveBranding();
  const title = branding?.title || intl.formatMessage({ id: "app.name" });
  const cover = branding?.login_cover;
  return (
    <div className={s.root}>
      <div className={s.cover} style={cover ? { backgroundImage: `url("${encodeURI(cover)}")` } : undefined} aria-hidden="true">
        <div className={s.coverShade} />
        <div className={s.coverCaption}>
          <p className={s.coverTitle}>{title}</p>
        </div>
      </div>
      <div className={s.panel}>
        <header className={s.top}>
          {branding?.logo ? <img className={s.logo} src={branding.logo} alt={title} /> : <span className={s.logoText}>{title}</span>}
          <LanguageLinks />
        </header>
        <main className={s.main} id="main">
          <div className={s.content}>{children}</div>
        </main>
        <footer className={s.footer}>
          © {new Date().getFullYear()} {title}
        </footer>
      </div>
    </div>
  );
}

/** The login layout as a route component. */
export function LoginLayoutRoute() {
  return (
    <LoginShell>
      <Outlet />
    </LoginShell>
  );
}
