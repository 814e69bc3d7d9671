import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import type { DemoSeed } from "../manifest.js";
import { nextId } from "../../events/command.js";
import { appendIn } from "../../events/store.js";
import { STREAMS } from "./facts.js";
import { editorActor, publicationCommand } from "./publication.js";
import { createGroupIn, updateUserIn } from "../users/index.js";
import { ASSIGNMENT_STREAM } from "./assignCommands.js";
import { metaOf, type Who } from "./run.js";
import { appendNewTrack } from "./trackCommands.js";
import { appendElements, type ExportElement } from "./transfer.js";

const R = { manager: 1, hr: 2, buddy: 4, itManager: 5, employee: 9, mentor: 11 } as const;
type Row = [title: string, type: number, role: number, start: number, end: number, content: ExportElement["content"]];
const el = ([title, type, role, start, end, content]: Row): ExportElement => ({
  title, workflow_element_type_id: type, assigned_role_id: role, workflow_element_side_id: role === R.employee ? 2 : 1,
  recommended_time: 30, start_date_rel: start, end_date_rel: end, content,
});
const msg = (subject: string, body: string, days: number) => ({ message: { subject, body, send_offset_days: days, send_time: "09:00" } });

const q = { element: 1, description: "", required: true, image_url: null } as const;
const opt = (id: string, value: string) => ({ id, value, hasComment: false, toSection: null });
/** The newcomer's questionnaire (a form) and the safety test (correct answers marked), as the form builder makes them. */
const QUESTIONNAIRE = {
  version: 1,
  elements: [
    { ...q, id: "expect", field: 2, title: "Чего вы ждёте от первых недель?", min_length: null, max_length: null },
    { ...q, id: "start", field: 7, title: "Насколько понятен был первый день?", min: 1, max: 5, label1: "Совсем непонятно", label2: "Всё ясно", icon: "star" },
    { ...q, required: false, id: "contract", field: 6, title: "Скан подписанного договора", maxSize: 5, maxFiles: 2, types: [], extensions: ["pdf", "jpg", "png"], multiple: true },
  ],
};
const SAFETY_TEST = {
  version: 1,
  elements: [
    { ...q, id: "fire", field: 5, title: "Куда идти при пожарной тревоге?", items: [opt("f1", "К ближайшему выходу"), opt("f2", "К лифту")],
      shuffle: true, sectionBased: false, correct: ["f1"] },
    { ...q, id: "pass", field: 4, title: "Что нельзя передавать коллегам?", items: [opt("p1", "Пароль"), opt("p2", "Пропуск"), opt("p3", "Ссылку на регламент")],
      shuffle: true, min: null, max: null, correct: ["p1", "p2"] },
  ],
};

/** "Welcome to Demo": the newcomer's first weeks, tasks for six people around them (content in Russian, the client's language). */
const WELCOME: Row[] = [
  ["Письмо-приглашение", 11, R.hr, -3, -3, msg("Добро пожаловать в Demo", "Здравствуйте, {user_first_name}! Ждём вас {task_start_date}.", -3)],
  ["Подготовить рабочее место", 10, R.itManager, -2, 0, { text: "Ноутбук, учётная запись, пропуск." }],
  ["Знакомство с командой", 2, R.manager, 0, 0, { text: "Представьте новичка команде на утренней встрече." }],
  ["Добро пожаловать в Demo", 1, R.employee, 0, 1, { text: "# Добро пожаловать!\n\nПрочитайте о **ценностях** компании и о том, как мы работаем." }],
  ["Экскурсия по офису", 3, R.buddy, 0, 0, { text: "Кухня, переговорные, где взять канцелярию.", event: { location: "Ресепшн", starts_at_time: "11:00" } }],
  ["Заполнить профиль", 12, R.employee, 0, 2, { profile_fields: ["phone", "birth_date", "city"] }],
  ["Напоминание о первом дне", 13, R.employee, 0, 0, msg("", "Сегодня ваш первый день — удачи!", 0)],
  ["Встреча с наставником", 3, R.mentor, 1, 1, { text: "Обсудите цели на испытательный срок.", event: { location: "Переговорная 2", starts_at_time: "15:00" } }],
  ["Правила безопасности", 1, R.employee, 1, 3, { text: "Изучите правила охраны труда и информационной безопасности." }],
  ["Анкета новичка", 4, R.employee, 2, 6, { form: QUESTIONNAIRE }],
  ["Тест по безопасности", 6, R.employee, 3, 5, { form: SAFETY_TEST }],
  ["Первая неделя: итоги", 2, R.manager, 5, 5, { text: "Короткая встреча один на один: что получилось, что мешает." }],
  ["Цели на испытательный срок", 10, R.manager, 5, 10, { text: "Сформулируйте 3–5 целей на три месяца." }],
  ["Первая веха", 8, R.employee, 7, 7, { image: { url: "https://images.example.com/demo/milestone-week-1.png" } }],
  ["Отзыв о первых неделях", 2, R.hr, 14, 14, { text: "HR узнаёт, как прошла адаптация." }],
  ["Испытательный срок пройден", 9, R.employee, 90, 90, { text: "Поздравляем с окончанием испытательного срока!" }],
];

/** The second track, in English: a growth track for new managers. */
const MANAGER_ESSENTIALS: Row[] = [
  ["Welcome to the managers' track", 1, R.employee, 0, 0, { text: "Over the next month you will learn how we lead teams at Demo." }],
  ["Meet your HR business partner", 2, R.hr, 1, 1, { text: "Your HR partner walks you through the people processes." }],
  ["One-to-ones that work", 1, R.employee, 2, 5, { text: "Read the guide on **regular one-to-ones** and plan the first round." }],
  ["Team offsite", 3, R.manager, 10, 10, { text: "Half a day with your team to agree on priorities.", event: { location: "Main office", starts_at_time: "10:00" } }],
  ["Check-in e-mail", 11, R.hr, 14, 14, msg("How is it going, {user_first_name}?", "Two weeks in: tell us what helps and what gets in the way.", 14)],
  ["First month done", 9, R.employee, 30, 30, { text: "You led your team through the first month." }],
];

/** The demo tracks, written through the area's own commands as the demo administrator, in the seed's transaction. */
export const seedWorkflows = async (tx: Sql, s: DemoSeed) => {
  const user = {
    userId: s.ids.admin, clientId: s.clientId, roleId: 5, customRoleId: null, sessionId: 0, language: "ru", isManager: false, permissions: {},
  } as unknown as SessionUser;
  const who: Who = { user, admin: true, groupIds: new Set(), canExport: true, now: new Date(s.at) };
  const folder = await nextId(tx, "workflow_folder_ids");
  await appendIn(tx, s.clientId, { type: STREAMS.folder, id: folder }, 0, [{
    type: "workflowFolder.created", data: { parent_folder_id: null, display_name: "Адаптация", creator_id: s.ids.admin, at: s.at },
  }], { actor: s.ids.admin });
  // Categories are the built-in ones (the demo client has no workflowCategories of its own): -1 onboarding, -2 growth.
  const settings = (name: string, type: 1 | 2, checkpoint: number, description: string) => ({
    display_name: name, description, workflow_type_id: type, category_id: type === 1 ? -1 : -2, duration_type: "RELATION", workflow_checkpoint_id: checkpoint,
    workflow_checkpoint_custom_date: null, start_date: null, end_date: null,
  });
  for (const [name, type, checkpoint, description, rows] of [
    ["Welcome to Demo", 1, 5, "Первые недели нового сотрудника в Demo.", WELCOME],
    ["Manager essentials", 2, 4, "The first month of a new manager at Demo.", MANAGER_ESSENTIALS],
  ] as const) {
    const id = await appendNewTrack(tx, who, folder, settings(name, type, checkpoint, description));
    await appendElements(tx, who, id, "RELATION", rows.map(el), "seed", false);
    await publicationCommand(tx, who, id, [{ type: "publication.publish", at: s.at, actor: editorActor(who) }]);
    if (name === "Welcome to Demo") await assignNewcomers(tx, s, user, who, id);
    else await assignNewManager(tx, s, user, who, id);
  }
};

/**
 * "Manager essentials" (a growth track, under /growth/growthTrack) goes to the demo manager, who became a manager on
 * the seed's day (their hire date counts the track's days): its first task is open, the rest planned.
 */
const assignNewManager = async (tx: Sql, s: DemoSeed, user: SessionUser, who: Who, trackId: number) => {
  if (!s.ids.manager) return;
  const changed = await updateUserIn(tx, user, s.clientId, s.ids.manager, { hire_date: s.at.slice(0, 10) } as never, s.at);
  if (typeof changed !== "number") throw new Error(`demo manager's hire date: ${JSON.stringify(changed)}`);
  await appendIn(tx, s.clientId, { type: ASSIGNMENT_STREAM, id: trackId }, 0, [{ type: "trackAssignment.usersAssigned", data: { user_ids: [s.ids.manager], at: s.at } }], metaOf(who));
};

/**
 * "Welcome to Demo" goes to a static group "Новые сотрудники" with the demo employee in it, whose day one (their
 * hire date, set here: five days before the seed) dates the tasks: the employee has their tasks after seeding, on
 * day 5 of the track (two weeks back made every task of the first ten days overdue: the demo is mid-way, not late).
 */
const assignNewcomers = async (tx: Sql, s: DemoSeed, user: SessionUser, who: Who, trackId: number) => {
  const hired = new Date(Date.parse(s.at) - 5 * 86_400_000).toISOString().slice(0, 10);
  const changed = await updateUserIn(tx, user, s.clientId, s.ids.employee, { hire_date: hired } as never, s.at);
  if (typeof changed !== "number") throw new Error(`demo employee's hire date: ${JSON.stringify(changed)}`);
  const group = await createGroupIn(tx, user, { name: "Новые сотрудники", description: "Сотрудники на адаптации", type: "static" } as never, s.at);
  await appendIn(tx, s.clientId, { type: "userGroupMembers", id: group }, 0, [{ type: "userGroup.membersAdded", data: { user_ids: [s.ids.employee], at: s.at } }], { actor: s.ids.admin });
  await appendIn(tx, s.clientId, { type: ASSIGNMENT_STREAM, id: trackId }, 0, [{ type: "trackAssignment.groupsAssigned", data: { group_ids: [group], at: s.at } }], metaOf(who));
};
