// The account menu in the toolbar: who is signed in (their photo, or initials), their profile page, their photo,
// change password, log out.
import { personName } from "../../app/personName";
import { lazy, Suspense, useState } from "react";
import { Header, MenuSection } from "react-aria-components";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from "../../../ui/components/Menu";
import type { SessionData } from "../../../services/contract/auth";
import { KeyIcon, LogoutIcon, UserIcon } from "../../app/icons";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useAvatarUrl } from "../users/avatarUrl";
import * as s from "./shell.css";

// The photo dialog carries the upload machinery: loaded when opened.
const MyAvatarDialog = lazy(() => import("../users/MyAvatarDialog"));

const initials = (first: string, last: string) => `${first.trim()[0] ?? ""}${last.trim()[0] ?? ""}`.toUpperCase() || "?";

interface UserMenuProps {
  session: SessionData;
  onChangePassword: () => void;
  onLogout: () => void;
}

export function UserMenu({ session, onChangePassword, onLogout }: UserMenuProps) {
  const intl = useIntl();
  const { first_name, last_name, email } = session.user;
  const locale = useLocale();
  const name = personName({ first_name, last_name, email }, locale);
  const photo = useAvatarUrl(session.user.avatar_id);
  const [photoOpen, setPhotoOpen] = useState(false);
  const profileHref = `${locale === "ru" ? "" : `/${locale}`}/profile/personalInformation`;
  const onAction = (key: unknown) =>
    key === "profile" ? undefined : key === "photo" ? setPhotoOpen(true) : key === "password" ? onChangePassword() : key === "logout" ? onLogout() : undefined;
  return (
    <>
    <MenuTrigger>
      <Button variant="ghost" size="sm" className={[s.toolbarButton, s.userButton].join(" ")} aria-label={intl.formatMessage({ id: "toolbar.userMenu" })}>
        <span className={s.avatar} aria-hidden="true" data-testid="toolbar-avatar">
          {photo ? <img src={photo} alt="" width={30} height={30} className={s.avatarImage} /> : initials(first_name, last_name)}
        </span>
        <span className={s.userName}>{name}</span>
      </Button>
      <Menu placement="bottom end" onAction={onAction}>
        <MenuSection>
          <Header className={s.menuHeader}>
            <div className={s.menuHeaderName}>{name}</div>
            <div className={s.menuHeaderMail}>{email}</div>
          </Header>
          <MenuItem id="profile" href={profileHref} icon={<UserIcon size={16} />}>
            {intl.formatMessage({ id: "profile.menu" })}
          </MenuItem>
          <MenuItem id="photo" icon={<UserIcon size={16} />}>
            {intl.formatMessage({ id: "users.avatar.title" })}
          </MenuItem>
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
    {photoOpen && (
      <Suspense fallback={null}>
        <MyAvatarDialog user={session.user} onClose={() => setPhotoOpen(false)} />
      </Suspense>
    )}
    </>
  );
}
