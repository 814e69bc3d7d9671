// The centred spinner a library panel or dialog shows while its data loads.
import { Spinner } from "../../../../ui/components/Spinner";
import { useT } from "../../lists/useT";
import * as s from "./library.css";

export function Busy() {
  const t = useT();
  return (
    <div className={s.center}>
      <Spinner label={t("app.loading")} />
    </div>
  );
}
