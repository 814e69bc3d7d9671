// The account menu's items (UserMenu.tsx is its button): loaded after the first screen with react-aria's menu code.
import { Header, MenuSection } from "react-aria-components";
import { useIntl } from "react-intl";
import { Menu, MenuItem, MenuSeparator } from "../../../ui/components/Menu";
import { ClockIcon, CompassIcon, HistoryIcon, KeyIcon, LogoutIcon, ShieldIcon, UserIcon } from "../../app/icons";
import * as s from "./shell.css";

export interface UserMenuItemsProps {
  name: string;
  email: string;
  profileHref: string;
  /** /profile/myTracks, for someone with tracks and the learning section */
  tracksHref?: string | undefined;
  /** /profile/myCertificates, for someone with the profile section */
  certificatesHref?: string | undefined;
  /** /profile/myHistory, for someone with the profile section */
  historyHref?: string | undefined;
  /** /profile/myTimeToComplete, for someone with tracks and the learning section */
  timeHref?: string | undefined;
  /** The open-source packages and their licences (/thirdParties). */
  licencesHref: string;
  onAction: (key: "profile" | "tracks" | "photo" | "password" | "logout") => void;
}

export default function UserMenuItems({ name, email, profileHref, tracksHref, certificatesHref, historyHref, timeHref, licencesHref, onAction }: UserMenuItemsProps) {
  const intl = useIntl();
  return (
    <Menu placement="bottom end" onAction={(key) => onAction(key as never)}>
      <MenuSection>
        <Header className={s.menuHeader}>
          <div className={s.menuHeaderName}>{name}</div>
          <div className={s.menuHeaderMail}>{email}</div>
        </Header>
        <MenuItem id="profile" href={profileHref} icon={<UserIcon size={16} />}>
          {intl.formatMessage({ id: "profile.menu" })}
        </MenuItem>
        {tracksHref && (
          <MenuItem id="tracks" href={tracksHref} icon={<CompassIcon size={16} />}>
            {intl.formatMessage({ id: "learning.profile.menu" })}
          </MenuItem>
        )}
        {timeHref && (
          <MenuItem id="time" href={timeHref} icon={<ClockIcon size={16} />}>
            {intl.formatMessage({ id: "learning.time.title" })}
          </MenuItem>
        )}
        {historyHref && (
          <MenuItem id="history" href={historyHref} icon={<HistoryIcon size={16} />}>
            {intl.formatMessage({ id: "learning.history.title" })}
          </MenuItem>
        )}
        {certificatesHref && (
          <MenuItem id="certificates" href={certificatesHref} icon={<ShieldIcon size={16} />}>
            {intl.formatMessage({ id: "certificates.mine.title" })}
          </MenuItem>
        )}
        <MenuItem id="photo" icon={<UserIcon size={16} />}>
          {intl.formatMessage({ id: "users.avatar.title" })}
        </MenuItem>
        <MenuItem id="password" icon={<KeyIcon size={16} />}>
          {intl.formatMessage({ id: "toolbar.changePassword" })}
        </MenuItem>
        <MenuItem id="licences" href={licencesHref} icon={<ShieldIcon size={16} />}>
          {intl.formatMessage({ id: "thirdParties.link" })}
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="logout" icon={<LogoutIcon size={16} />}>
        {intl.formatMessage({ id: "toolbar.logout" })}
      </MenuItem>
    </Menu>
  );
}
