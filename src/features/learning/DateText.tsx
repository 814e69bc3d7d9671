// A task's date in the page's language.
import { useLocale } from "../../app/i18n/IntlRoot";
import { formatDate } from "../../app/i18n/dates";

export function DateText({ value }: { value: string }) {
  const locale = useLocale();
  return <time dateTime={value}>{formatDate(value, "short", locale)}</time>;
}
