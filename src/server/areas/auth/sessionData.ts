import type { SessionData } from "../../../../services/contract/auth.js";
import { SystemRoleNames, SystemRolePermissions } from "../../../../services/contract/permissions.js";
import type { Config } from "../../config.js";
import type { Sql } from "../../db/types.js";
import { effectivePermissions } from "../../auth/permissions.js";
import { APP_VERSION } from "../system/index.js";

const LANGS = ["ru", "en", "fr"] as const;

/** The language to localise names in: the content-language header if it names one we have, else the user's. */
export const pickLanguage = (header: string | undefined, fallback: string) => {
  const wanted = header?.trim().slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(wanted ?? "") ? wanted! : (LANGS as readonly string[]).includes(fallback) ? fallback : "ru";
};

const localised = (names: Record<string, string> | null | undefined, lang: string) =>
  names?.[lang] ?? names?.en ?? names?.ru ?? Object.values(names ?? {})[0] ?? "";

export const SESSION_DATA_SQL = `
  select u.id, u.client_id, u.email, u.first_name, u.last_name, u.language, u.avatar_id, u.is_manager, u.role_id,
    u.custom_role_id, cr.name as custom_name, cr.routes as custom_routes, cr.is_manager_available,
    cl.name as client_name, cl.language as client_language, cl.time_zone, cl.date_format, cl.time_format, cl.features,
    cred.changed_at as password_changed_at, p.expiry_days,
    (select count(*) filter (where w.workflow_type_id = 1)::int from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
      where ut.client_id = u.client_id and ut.user_id = u.id and ut.state <> 'removed') as onboarding_tracks,
    (select count(*) filter (where w.workflow_type_id = 2)::int from user_tracks ut join workflows w on w.id = ut.workflow_id and w.client_id = ut.client_id
      where ut.client_id = u.client_id and ut.user_id = u.id and ut.state <> 'removed') as growth_tracks
  from users u join clients cl on cl.id = u.client_id left join credentials cred on cred.user_id = u.id
    left join custom_roles cr on cr.id = u.custom_role_id left join password_policies p on p.client_id = u.client_id
  where u.id = $1`;

/** Everything the browser needs after sign-in (spec: getSessionData). */
export const sessionData = async (sql: Sql, config: Config, userId: number, header: string | undefined, now: Date): Promise<SessionData> => {
  const [r] = await sql.query<any>(SESSION_DATA_SQL, [userId], { prepare: true });
  const lang = pickLanguage(header, r.language);
  const features = r.features ?? {};
  const expiryDays = r.expiry_days ?? 0;
  return {
    user: {
      id: r.id, client_id: r.client_id, email: r.email, first_name: r.first_name, last_name: r.last_name,
      language: r.language, avatar_id: r.avatar_id, is_manager: r.is_manager, role_id: r.role_id, custom_role_id: r.custom_role_id,
    },
    role: {
      id: r.role_id,
      name: localised(SystemRoleNames[r.role_id], lang),
      routes_permissions: (SystemRolePermissions[r.role_id] ?? {}) as SessionData["permissions"],
    },
    custom_role: r.custom_role_id === null ? null : {
      id: r.custom_role_id, name: localised(r.custom_name, lang), routes: r.custom_routes,
      is_manager_available: r.is_manager_available,
    },
    permissions: effectivePermissions(r) as SessionData["permissions"],
    client: {
      id: r.client_id, name: r.client_name, language: r.client_language, time_zone: r.time_zone,
      date_format: r.date_format, time_format: r.time_format,
    },
    features: {
      integration: features.integration === true, assessment: features.assessment === true,
      development_plan: features.development_plan === true, news: features.news === true, courses: features.courses === true,
    },
    startup: {
      directory_login: false, identity_server_login: false, object_storage: Boolean(process.env.S3_BUCKET),
      integration_available: features.integration === true,
    },
    password_expired: expiryDays > 0 && new Date(r.password_changed_at).getTime() + expiryDays * 86_400_000 < now.getTime(),
    tracks: { onboarding: r.onboarding_tracks ?? 0, growth: r.growth_tracks ?? 0 },
    notifications_base: config.notificationsBase,
    side_menu: config.sideMenuVariant,
    app_version: APP_VERSION,
  };
};
