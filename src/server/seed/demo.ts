import { LiveNotificationTypes } from "../../../services/contract/areas.js";
import { AllPermissions, type Permissions } from "../../../services/contract/permissions.js";
import type { Db } from "../db/types.js";
import { hashPassword } from "../auth/passwords.js";
import { CALM_COLORS } from "../areas/clients/index.js";
import { areaManifests } from "../areas/manifests.js";
import { createClient, createCustomRole, createNotification, createUser, setBranding, setPolicy } from "./commands.js";

/** The password of every demo user. */
export const DEMO_PASSWORD = "Demo-2026!";

/** The demo administrator's sign-in: a newcomer's first start prints it (src/server/main.ts), as `npm run seed` does. */
export const DEMO_SIGN_IN = { login: "admin@demo.local", password: DEMO_PASSWORD } as const;
export const demoSignInMessage = (url: string) =>
  `Demo clients seeded: sign in at ${url} as ${DEMO_SIGN_IN.login} with the password ${DEMO_SIGN_IN.password} ` +
  `(every demo user has it; README.md, "Demo logins", lists them)`;

const ADMIN_NAMES = { ru: "Администратор", en: "Administrator", fr: "Administrateur" };

/** Demo users: e-mail prefix, system role, name. The admin holds the custom Administrator role. */
const DEMO_USERS = [
  ["admin", 5, "Анна", "Смирнова"], ["hr", 2, "Ольга", "Кузнецова"], ["manager", 1, "Игорь", "Петров"],
  ["mentor", 11, "Мария", "Волкова"], ["employee", 9, "Дмитрий", "Соколов"], ["recruiter", 3, "Елена", "Попова"],
  ["buddy", 4, "Сергей", "Лебедев"], ["itmanager", 5, "Алексей", "Козлов"], ["chief", 6, "Наталья", "Новикова"],
  ["legal", 7, "Павел", "Морозов"], ["accountant", 8, "Ирина", "Васильева"], ["functional", 10, "Андрей", "Фёдоров"],
] as const;

const NORTHWIND_COLORS = {
  ...CALM_COLORS, toolbar_color: "#12372a", menu_text_color: "#f1f5f2", primary_color: "#436850", secondary_color: "#adbc9f",
  drawer_color: "#12372a", active_color: "#1f4d3a", accent_color: "#c9822b", accent_hover_color: "#a96a1f",
  link_color: "#436850", link_hover_color: "#12372a", area_color: "#fbfaf5", border_color: "#d9dccf",
};

/** Seeded notifications: only types whose area exists (the area manifest), each linking to that area's page. */
export const DEMO_NOTIFICATIONS = [
  { type_id: 6, title: "Задача ждёт согласования", body: "Сотрудник отправил задачу плана развития на согласование.", link: LiveNotificationTypes[6] },
  { type_id: 11, title: "Новый комментарий к задаче", body: "Руководитель оставил комментарий к задаче плана развития.", link: LiveNotificationTypes[11] },
  { type_id: 7, title: "Задача согласована", body: "Ваша задача «Изучить регламенты» согласована.", link: LiveNotificationTypes[7] },
];

/** Seeds the demo tenants through events; does nothing if they are already there. */
export const seedDemo = async (db: Db, now = new Date()): Promise<boolean> => {
  if ((await db.query("select 1 from users where lower(email) = 'admin@demo.local'")).length) return false;
  // Hash before the transaction: PGlite serialises everything while a transaction is open.
  const emails = [...DEMO_USERS.map(([p]) => `${p}@demo.local`), "admin@northwind.local", "employee@northwind.local"];
  const hashes = new Map<string, string>();
  for (const email of emails) hashes.set(email, await hashPassword(DEMO_PASSWORD));
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    const demo = await createClient(tx, {
      name: "Demo", language: "ru", is_default: true, hosts: ["localhost", "127.0.0.1"], email: "hello@demo.local",
      features: { assessment: true, development_plan: true, news: true, courses: true, integration: false },
    }, at);
    await setBranding(tx, demo, {
      title: "Stride Demo", font_id: 1, colors: CALM_COLORS, favicon: "/brand/demo-favicon.svg",
      logo: "/brand/demo-logo.svg", login_cover: "/brand/demo-cover.svg",
    }, at);
    await setPolicy(tx, demo, {
      min_length: 8, max_length: 128, require_letters: true, require_digits: true, require_symbols: false,
      require_mixed_case: true, lockout_attempts: 5, lockout_minutes: 15, expiry_days: 0, history_size: 3,
    }, at);
    const adminRole = await createCustomRole(tx, demo, ADMIN_NAMES, AllPermissions, true, at);
    const ids: Record<string, number> = {};
    for (const [prefix, role, first, last] of DEMO_USERS) {
      const email = `${prefix}@demo.local`;
      ids[prefix] = await createUser(tx, demo, {
        email, first_name: first, last_name: last, role_id: role, language: "ru",
        custom_role_id: prefix === "admin" ? adminRole : null,
        manager_id: prefix === "employee" ? ids.manager : null,
        mentor_id: prefix === "employee" ? ids.mentor : null,
      }, hashes.get(email)!, at);
    }
    for (const prefix of ["employee", "manager", "admin", "hr"]) {
      for (const n of DEMO_NOTIFICATIONS) await createNotification(tx, demo, ids[prefix], n, at);
    }
    // Each area's own demo rows (development plans...), in manifest order, through the area's commands.
    const seed = { clientId: demo, ids, passwordHash: hashes.get("employee@demo.local")!, at };
    for (const area of areaManifests) if (area.seed?.demo) await area.seed.demo(tx, seed);

    // A second tenant, to prove isolation. Its administrator manages only its own client (no `clients`).
    const northwind = await createClient(tx, {
      name: "Northwind", language: "en", hosts: ["northwind.localhost"], email: "it@northwind.local",
      features: { assessment: false, development_plan: true, news: true, courses: true, integration: false },
      time_zone: "Europe/London",
    }, at);
    await setBranding(tx, northwind, {
      title: "Northwind Academy", font_id: 2, colors: NORTHWIND_COLORS, favicon: "/brand/northwind-favicon.svg",
      logo: "/brand/northwind-logo.svg", login_cover: "/brand/northwind-cover.svg",
    }, at);
    const { clients: _platformOnly, ...tenantAdmin } = AllPermissions;
    const nwRole = await createCustomRole(tx, northwind, ADMIN_NAMES, tenantAdmin as Permissions, true, at);
    await createUser(tx, northwind, {
      email: "admin@northwind.local", first_name: "Nancy", last_name: "Davolio", role_id: 5, custom_role_id: nwRole, language: "en",
    }, hashes.get("admin@northwind.local")!, at);
    const nwEmployee = await createUser(tx, northwind, {
      email: "employee@northwind.local", first_name: "Andrew", last_name: "Fuller", role_id: 9, language: "en",
    }, hashes.get("employee@northwind.local")!, at);
    await createNotification(tx, northwind, nwEmployee, {
      type_id: 11, title: "A new comment on your task", body: "Your manager commented on a development-plan task.", link: LiveNotificationTypes[11],
    }, at);
  });
  return true;
};
