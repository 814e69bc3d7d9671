// `t(id, values)` for the current language, for the users, groups and roles pages.
import { useIntl } from "react-intl";

type Values = Record<string, string | number | boolean | null | undefined | Date>;

export function useT() {
  const intl = useIntl();
  return (id: string, values?: Values) => intl.formatMessage({ id }, values as never) as string;
}
