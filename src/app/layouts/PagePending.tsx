import { useIntl } from "react-intl";
import { Spinner } from "../../../ui/components/Spinner";
import { pagePending } from "../../features/shell/shell.css";

/** Shown in place of a page whose data takes longer than a moment. */
export function PagePending() {
  const intl = useIntl();
  return (
    <div className={pagePending}>
      <Spinner size={28} label={intl.formatMessage({ id: "app.loading" })} />
    </div>
  );
}
