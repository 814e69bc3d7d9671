// Field errors of a 400 as the page shows them: the server names each field with a catalogue id (or, for a decode
// failure, a plain sentence); an id the catalogues know is translated, anything else shown as sent.
import { useIntl } from "react-intl";
import { fieldErrorsOf } from "../../../services/client/errors";

/** field (without the `element.` prefix of a task save) → what to show beside it */
export function useFieldErrors() {
  const intl = useIntl();
  return (error: unknown): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
      const key = field.replace(/^element\./, "");
      const m = messages[0] ?? "";
      out[key] = intl.messages[m] ? intl.formatMessage({ id: m }) : m;
    }
    return out;
  };
}

/** field → catalogue id, translated */
export const translated = (t: (id: string) => string, problems: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, t(v)]));
