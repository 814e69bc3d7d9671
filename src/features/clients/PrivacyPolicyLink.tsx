// The login page's link to /privacyPolicy, shown only when this host's client has published a policy.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useLocale } from "../../app/i18n/IntlRoot";
import { localeParam } from "../../app/i18n/locale";
import { useT } from "../lists/useT";
import * as s from "./clients.css";
import { publicPolicyQuery } from "./public/queries";

export function PrivacyPolicyLink() {
  const t = useT();
  const locale = localeParam(useLocale());
  const policy = useQuery(publicPolicyQuery());
  if (!policy.data?.name) return null;
  return (
    <p className={s.policyLink}>
      <Link to={"/{-$locale}/privacyPolicy" as never} params={{ locale } as never}>
        {t("clients.privacyPolicy.publicTitle")}
      </Link>
    </p>
  );
}
