// A link from an entity with a lifecycle to its replay on the support page; shown only to users who may open
// the logs (system settings → logs).
import { Link } from "@tanstack/react-router";
import { useIntl } from "react-intl";
import { allows, type Permissions } from "../../../services/contract/permissions";
import { localeParam } from "../../app/i18n/locale";
import { useLocale } from "../../app/i18n/IntlRoot";
import { useSession } from "../auth/queries";
import * as s from "./replay.css";

/** Whether the signed-in user may open the replay page. */
export const useCanReplay = () => {
  const session = useSession();
  const p = session?.permissions as Permissions | undefined;
  return !!p && allows(p, "system_settings") && allows(p, "logs");
};

export function ReplayLink({ streamType, streamId }: { streamType: string; streamId: string | number }) {
  const intl = useIntl();
  const locale = useLocale();
  if (!useCanReplay()) return null;
  return (
    <Link
      to="/{-$locale}/settings/logs/replay"
      params={{ locale: localeParam(locale) }}
      search={{ type: streamType, id: String(streamId) }}
      className={s.replayLink}
    >
      {intl.formatMessage({ id: `replay.link.${streamType}` })}
    </Link>
  );
}
