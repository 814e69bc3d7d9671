import type { SessionUser } from "../../../../services/contract/security.js";
import type { Db, Sql } from "../../db/types.js";
import type { DemoSeed } from "../manifest.js";
import { setAppointments } from "./appointments.js";
import * as cmd from "./commands.js";

/** The seed's transaction as the commands' database: their own transaction is the seed's. */
const inSeed = (tx: Sql): Db =>
  new Proxy(tx as Db, {
    get: (target, key) => {
      if (key === "transaction") return <T>(fn: (t: Sql) => Promise<T>) => fn(tx);
      const value = (target as any)[key];
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

const BLANK = { cover_file_id: null, average_minutes: null, deadline_days: null, admin_ids: [], tag_ids: [], catalog_ids: [] };

/**
 * The demo's courses, through the courses commands: a catalogue open to everyone with two published courses, the
 * first appointed (required) to the demo employee, the second open for enrolment.
 */
export const seedCourses = async (tx: Sql, s: DemoSeed) => {
  if (!s.ids.admin) return;
  const db = inSeed(tx);
  const admin = { userId: s.ids.admin, clientId: s.clientId, roleId: 0, customRoleId: null, sessionId: 0, language: "ru", isManager: false, permissions: {} } as unknown as SessionUser;
  const catalog = await cmd.createCatalog(db, admin, { name: "Обучение для всех", description: "Курсы, открытые каждому сотруднику", group_ids: [], user_ids: [], self_enrol: true });
  const category = await cmd.createCategory(db, admin, "Безопасность", null);
  const tag = await cmd.createTag(db, admin, "онбординг");
  const security = await cmd.createCourse(db, admin, {
    ...BLANK, title: "Информационная безопасность", description: "Как **беречь данные** компании и свои.", category_id: category,
    level: "Начальный", format: "Онлайн", average_minutes: 45, deadline_days: 30, tag_ids: [tag], catalog_ids: [catalog],
  });
  await cmd.addModule(db, admin, security, "Пароли и доступы");
  await cmd.addModule(db, admin, security, "Фишинг");
  const modules = await tx.query<{ id: number }>("select id from course_modules where course_id = $1 order by position", [security]);
  await cmd.addMaterial(db, admin, modules[0].id, { kind: "text", title: "Правила паролей", body: "1. Не менее **12 символов**.\n2. Не используйте один пароль дважды.\n3. Включите двухфакторную защиту." });
  await cmd.addMaterial(db, admin, modules[1].id, { kind: "text", title: "Как распознать фишинг", body: "Проверьте адрес отправителя и *не открывайте* неожиданные вложения." });
  await cmd.addMaterial(db, admin, modules[1].id, { kind: "video", title: "Разбор примеров", video_url: "https://video.demo.local/phishing.mp4" });
  const product = await cmd.createCourse(db, admin, {
    ...BLANK, title: "Основы продукта", description: "Что мы делаем и для кого.", category_id: null, level: "Начальный", format: "Онлайн",
    average_minutes: 30, catalog_ids: [catalog],
  });
  await cmd.addModule(db, admin, product, "Наш продукт");
  const [productModule] = await tx.query<{ id: number }>("select id from course_modules where course_id = $1", [product]);
  await cmd.addMaterial(db, admin, productModule.id, { kind: "text", title: "Коротко о продукте", body: "Stride помогает людям **учиться** и расти." });
  for (const id of [security, product]) {
    await cmd.changeState(db, admin, id, "activate");
    await cmd.changeState(db, admin, id, "publish");
  }
  if (s.ids.employee) await setAppointments(db, admin, security, { group_ids: [], user_ids: [s.ids.employee], prohibited_ids: [], is_required: true });
};
