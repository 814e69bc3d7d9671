import type { StaleVersion } from "../../../services/client/errors";
import { formatDate } from "../i18n/dates";
import type { Locale } from "../i18n/locale";

/** The catalogue message of a stale answer and its values (the changer's name, the time in the locale's long format). */
export const staleMessage = (stale: StaleVersion, locale: Locale) => ({
  message: stale.by ? "errors.staleVersion" : "errors.staleVersion.system",
  values: { name: stale.by?.name || `#${stale.by?.id ?? ""}`, time: stale.at ? formatDate(stale.at, "long", locale) : "" },
});
