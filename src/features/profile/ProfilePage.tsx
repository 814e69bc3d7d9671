// /profile/personalInformation: the signed-in user's own profile. The header shows their photo (initials when
// none) with the upload / replace / remove controls; below, the client's user smart form (entity 3) in profile
// mode: fields with edit_in_profile are editable, the others (and the integration's) are shown disabled, every
// validator rule runs in the interface language, and the save is the smart form's PUT (operation "profile"),
// which the server checks the same way. The other /profile tabs of the spec come with the learning areas.
import { personName } from "../../app/personName";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card } from "../../../ui/components/Card";
import { ErrorState } from "../../../ui/components/ErrorState";
import { Spinner } from "../../../ui/components/Spinner";
import { sessionKey, sessionQuery } from "../auth/queries";
import { roleName } from "../dashboard/DashboardPage";
import { SmartFormView } from "../forms/SmartFormView";
import * as ls from "../lists/lists.css";
import { useT } from "../lists/useT";
import * as p from "../shell/page.css";
import { AvatarActions, AvatarImage } from "../users/Avatar";
import { useLocale } from "../../app/i18n/IntlRoot";
import * as s from "./profile.css";

export function ProfilePage() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery());
  if (session.isPending) return <Spinner label={t("lists.loading")} />;
  if (session.isError || !session.data)
    return <ErrorState title={t("common.getFail")} retryLabel={t("app.retry")} onRetry={() => void session.refetch()} isRetrying={session.isFetching} />;
  const { user } = session.data;
  const name = personName(user, locale);
  return (
    <div className={p.page}>
      <header className={s.header}>
        <AvatarImage user={user} />
        <div className={s.headText}>
          <h1 className={p.pageTitle}>{t("profile.title")}</h1>
          <p className={p.pageLead}>
            {name} · {user.email} · {roleName(session.data, locale)}
          </p>
        </div>
        <div className={ls.actions}>
          <AvatarActions user={user} />
        </div>
      </header>
      <Card title={t("profile.personalInformation")} titleLevel={2} description={t("profile.personalInformation.lead")}>
        <SmartFormView
          entityId={3}
          mode="profile"
          label={t("profile.personalInformation")}
          // The name, language or photo may have changed: the top bar and the dashboard read the session.
          onSaved={() => void queryClient.invalidateQueries({ queryKey: sessionKey })}
        />
      </Card>
    </div>
  );
}
