import { useContext } from "react";
import { IntlContext } from "react-intl";
import { Spinner } from "../../../ui/components/Spinner";
import { pagePending } from "../../features/shell/shell.css";
import { useLocale } from "../i18n/IntlRoot";

// The root route's own pending state renders before the root layout (and its IntlProvider) exists, and before any
// catalogue may have arrived: the label then comes from here rather than from react-intl.
const loading = { ru: "Загрузка…", en: "Loading…", fr: "Chargement…" } as const;

/** Shown in place of a page whose data takes longer than a moment. */
export function PagePending() {
  const intl = useContext(IntlContext);
  const locale = useLocale();
  const label = intl && "app.loading" in intl.messages ? intl.formatMessage({ id: "app.loading" }) : loading[locale];
  return (
    <div className={pagePending}>
      <Spinner size={28} label={label} />
    </div>
  );
}
