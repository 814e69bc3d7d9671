// The account menu in the toolbar: who is signed in (their photo, or initials), their profile page, their photo,
// change password, log out. The items load after the first screen (LazyMenuTrigger).
import { personName } from "../../app/personName";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { LazyMenuTrigger } from "../../../ui/components/LazyMenuTrigger";
import type { SessionData } from "../../../services/contract/auth";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useAvatarUrl } from "../users/avatarUrl";
import * as s from "./shell.css";

const loadItems = () => import("./UserMenuItems");
const UserMenuItems = lazy(loadItems);
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
  const prefix = locale === "ru" ? "" : `/${locale}`;
  const profileHref = `${prefix}/profile/personalInformation`;
  // all of one's tracks, offered to someone who has any and may open them
  const hasTracks = allows(session.permissions as Permissions, "learning") && (session.tracks?.onboarding ?? 0) + (session.tracks?.growth ?? 0) > 0;
  const tracksHref = hasTracks ? `${prefix}/profile/myTracks` : undefined;
  const profileOn = allows(session.permissions as Permissions, "profile");
  const certificatesHref = profileOn ? `${prefix}/profile/myCertificates` : undefined;
  const historyHref = profileOn ? `${prefix}/profile/myHistory` : undefined;
  const timeHref = hasTracks ? `${prefix}/profile/myTimeToComplete` : undefined;
  const onAction = (key: "profile" | "tracks" | "photo" | "password" | "logout") =>
    key === "photo" ? setPhotoOpen(true) : key === "password" ? onChangePassword() : key === "logout" ? onLogout() : undefined;
  return (
    <>
      <LazyMenuTrigger preload={loadItems} menu={<UserMenuItems name={name} email={email} profileHref={profileHref} tracksHref={tracksHref} certificatesHref={certificatesHref} historyHref={historyHref} timeHref={timeHref} licencesHref={`${prefix}/thirdParties`} onAction={onAction} />}>
        <Button variant="ghost" size="sm" className={[s.toolbarButton, s.userButton].join(" ")} aria-label={intl.formatMessage({ id: "toolbar.userMenu" })}>
          <span className={s.avatar} aria-hidden="true" data-testid="toolbar-avatar">
            {photo ? <img src={photo} alt="" width={30} height={30} className={s.avatarImage} /> : initials(first_name, last_name)}
          </span>
          <span className={s.userName}>{name}</span>
        </Button>
      </LazyMenuTrigger>
      {photoOpen && (
        <Suspense fallback={null}>
          <MyAvatarDialog user={session.user} onClose={() => setPhotoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
