// The account menu in the toolbar: who is signed in, change password, log out.
import { Header, MenuSection } from "react-aria-components";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from "../../../ui/components/Menu";
import type { SessionData } from "../../../services/contract/auth";
import { KeyIcon, LogoutIcon } from "../../app/icons";
import * as s from "./shell.css";

const initials = (first: string, last: string) => `${first.trim()[0] ?? ""}${last.trim()[0] ?? ""}`.toUpperCase() || "?";

interface UserMenuProps {
  session: SessionData;
  onChangePassword: () => void;
  onLogout: () => void;
}

export function UserMenu({ session, onChangePassword, onLogout }: UserMenuProps) {
  const intl = useIntl();
  const { first_name, last_name, email } = session.user;
  const name = `${first_name} ${last_name}`.trim() || email;
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" className={[s.toolbarButton, s.userButton].join(" ")} aria-label={intl.formatMessage({ id: "toolbar.userMenu" })}>
        <span className={s.avatar} aria-hidden="true">
          {initials(first_name, last_name)}
        </span>
        <span className={s.userName}>{name}</span>
      </Button>
      <Menu placement="bottom end" onAction={(key) => (key === "password" ? onChangePassword() : onLogout())}>
        <MenuSection>
          <Header className={s.menuHeader}>
            <div className={s.menuHeaderName}>{name}</div>
            <div className={s.menuHeaderMail}>{email}</div>
          </Header>
          <MenuItem id="password" icon={<KeyIcon size={16} />}>
            {intl.formatMessage({ id: "toolbar.changePassword" })}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogoutIcon size={16} />}>
          {intl.formatMessage({ id: "toolbar.logout" })}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
