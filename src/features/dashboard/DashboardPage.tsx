// The signed-in user's start page: their own open work (plan, due and overdue actions, approvals waiting for them,
// recent files) and who they are (photo, name, role, organisation, a link to their profile). The menu already
// says where they can go, so the page does not repeat it. Below: the widget pages published for them.
import { personName } from "../../app/personName";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useIntl } from "react-intl";
import { Badge } from "../../../ui/components/Badge";
import { Button } from "../../../ui/components/Button";
import { Card } from "../../../ui/components/Card";
import type { SessionData } from "../../../services/contract/auth";
import { SystemRoleNames } from "../../../services/contract/permissions";
import { formatDate } from "../../app/i18n/dates";
import { localeParam } from "../../app/i18n/locale";
import { useLocale } from "../../app/i18n/IntlRoot";
import { openShellDialog } from "../../app/layouts/shellDialogs";
import { sessionQuery } from "../auth/queries";
import { useAvatarUrl } from "../users/avatarUrl";
import { Alert } from "../auth/Alert";
import * as p from "../shell/page.css";
import * as s from "./dashboard.css";
import { MyWork } from "./MyWork";
import { MyWidgets } from "../widgets/MyWidgets";

const greetingId = (hour: number) => (hour < 5 || hour >= 18 ? "dashboard.greeting.evening" : hour < 12 ? "dashboard.greeting.morning" : "dashboard.greeting.day");

/** The role's name: the custom role's, else the system role's in the interface language. */
export const roleName = (session: SessionData, locale: "ru" | "en" | "fr") =>
  session.custom_role?.name ?? SystemRoleNames[session.role.id]?.[locale] ?? session.role.name;

function Profile({ session }: { session: SessionData }) {
  const intl = useIntl();
  const locale = useLocale();
  const { user, client } = session;
  const initials = `${user.first_name[0] ?? ""}${user.last_name[0] ?? ""}`.toUpperCase();
  // The photo (a blob URL fetched with the token); the initials while it loads, on failure or when there is none.
  const photo = useAvatarUrl(user.avatar_id);
  return (
    <Card
      footer={
        <Link to={"/{-$locale}/profile/personalInformation" as never} params={{ locale: localeParam(locale) } as never} className={s.profileLink}>
          {intl.formatMessage({ id: "profile.open" })}
        </Link>
      }
    >
      <div className={s.profile}>
        <span className={s.bigAvatar} aria-hidden="true" data-testid="dashboard-avatar">
          {photo ? <img src={photo} alt="" width={56} height={56} className={s.bigAvatarImage} /> : initials}
        </span>
        <div>
          {/* The page language's order for a person's name, as the lists and the user page write it. */}
          <p className={s.name}>{personName(user, locale)}</p>
          {user.is_manager && <Badge tone="primary">{intl.formatMessage({ id: "dashboard.manager" })}</Badge>}
        </div>
      </div>
      <dl className={s.facts}>
        <dt className={s.factTerm}>{intl.formatMessage({ id: "dashboard.role" })}</dt>
        <dd className={s.factValue}>{roleName(session, locale)}</dd>
        <dt className={s.factTerm}>{intl.formatMessage({ id: "dashboard.client" })}</dt>
        <dd className={s.factValue}>{client.name}</dd>
        <dt className={s.factTerm}>{intl.formatMessage({ id: "dashboard.email" })}</dt>
        <dd className={s.factValue}>{user.email}</dd>
      </dl>
    </Card>
  );
}

export function DashboardPage() {
  const intl = useIntl();
  const locale = useLocale();
  const session = useQuery(sessionQuery()).data;
  if (!session) return null;
  const now = new Date();
  return (
    <div className={p.page}>
      <header className={p.pageHeader}>
        <div>
          <h1 className={p.pageTitle}>{intl.formatMessage({ id: greetingId(now.getHours()) }, { name: session.user.first_name })}</h1>
          <p className={p.pageLead}>
            {intl.formatMessage({ id: "dashboard.today" }, { date: formatDate(now, "day", locale) })}
          </p>
        </div>
      </header>
      {session.password_expired && (
        <div className={s.notice}>
          <Alert tone="info">
            {intl.formatMessage({ id: "dashboard.passwordExpired" })}{" "}
            <Button variant="secondary" size="sm" onPress={() => openShellDialog("password")}>
              {intl.formatMessage({ id: "toolbar.changePassword" })}
            </Button>
          </Alert>
        </div>
      )}
      <div className={s.grid}>
        <div className={s.column}>
          <MyWork />
        </div>
        <div className={s.column}>
          <Profile session={session} />
        </div>
      </div>
      {/* Their own work first; then the pages of widgets the client's administrator published for them. */}
      <MyWidgets />
    </div>
  );
}
