import { useIntl } from "react-intl";

/** One or more catalogue messages under a field (a password can break several policy rules at once). */
export function FieldMessages({ ids }: { ids?: readonly string[] }) {
  const intl = useIntl();
  if (!ids?.length) return null;
  const text = ids.map((id) => intl.formatMessage({ id: intl.messages[id] ? id : "errors.invalid" }));
  return text.join(". ");
}
