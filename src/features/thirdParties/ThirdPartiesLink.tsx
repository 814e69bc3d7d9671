// The sign-in page's link to /thirdParties (the open-source packages and their licences).
import { Link } from "@tanstack/react-router";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import { useT } from "../lists/useT";
import * as s from "./link.css";

export function ThirdPartiesLink() {
  const t = useT();
  const locale = localeParam(useLocale());
  return (
    <p className={s.link}>
      <Link to={"/{-$locale}/thirdParties" as never} params={{ locale } as never}>
        {t("thirdParties.link")}
      </Link>
    </p>
  );
}
