// What a page shows when a command or an edit was refused as stale (409 errors.staleVersion): someone changed
// the plan (user, document…) while the user was looking. The notice names them and when, in an alert region
// beside the action, with a Reload button; forms keep the user's unsaved input across the reload.
import { useIntl } from "react-intl";
import { Button } from "../../../ui/components/Button";
import { staleOf } from "../../../services/client/errors";
import { useLocale } from "../i18n/IntlRoot";
import { staleMessage } from "./staleMessage";
import * as s from "./StaleNotice.css";

export interface StaleNoticeProps {
  /** the mutation's error: the notice shows only for a stale-version refusal */
  readonly error: unknown;
  /** refetches what the page shows (the mutation is reset by the caller or by the next attempt) */
  readonly onReload: () => void;
  /** the form keeps the user's unsaved input: say so */
  readonly keepsDraft?: boolean;
  readonly isReloading?: boolean;
}

export function StaleNotice({ error, onReload, keepsDraft, isReloading }: StaleNoticeProps) {
  const intl = useIntl();
  const locale = useLocale();
  const stale = staleOf(error);
  if (!stale) return null;
  const { message, values } = staleMessage(stale, locale);
  return (
    <div role="alert" className={s.notice} data-testid="stale-notice">
      <p className={s.text}>
        {intl.formatMessage({ id: message }, values)}
        {keepsDraft && <> {intl.formatMessage({ id: "errors.staleVersion.keptDraft" })}</>}
      </p>
      <Button variant="secondary" onPress={onReload} isPending={isReloading}>
        {intl.formatMessage({ id: "errors.staleVersion.reload" })}
      </Button>
    </div>
  );
}
