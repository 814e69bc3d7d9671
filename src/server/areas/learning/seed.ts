import type { SessionUser } from "../../../../services/contract/security.js";
import type { Sql } from "../../db/types.js";
import type { DemoSeed } from "../manifest.js";
import { progressCommand, runProgress, saveAnswers } from "./commands.js";
import type { TaskRow } from "./task.js";

const asUser = (s: DemoSeed, prefix: string, roleId: number): SessionUser =>
  ({ userId: s.ids[prefix], clientId: s.clientId, roleId, customRoleId: null, sessionId: 0, language: "ru", isManager: false, permissions: {} }) as unknown as SessionUser;

const taskRows = (tx: Sql, s: DemoSeed) =>
  tx.query<TaskRow & { title: string }>(
    `select ut.id::int as id, ut.user_id, ut.element_id, ut.track_id, ut.doer_role_id, ut.doer_user_id, ut.state, ut.started, ut.progress_version,
            we.type_id, we.title, we.content
       from user_tasks ut join workflow_elements we on we.id = ut.element_id join workflows w on w.id = ut.track_id
      where ut.client_id = $1 and ut.user_id = $2 and w.display_name = 'Welcome to Demo' order by we.position`, [s.clientId, s.ids.employee]);

/**
 * The demo employee mid-way through "Welcome to Demo" (hired five days before the seed: day 5 of the track), through
 * the learning commands: every task of days 0–4 done by its doer (HR's letter, IT's laptop, the manager's, buddy's
 * and mentor's meetings, the employee's first reads and profile), the safety test passed (its score with the fact),
 * the questionnaire half filled (in progress), the safety rules left overdue (the one late task), the manager's
 * day-5 tasks available, the rest planned. It needs the assignment side's rows (user_tasks of the employee);
 * without them (an assignment seed not there) nothing is written.
 */
export const seedLearning = async (tx: Sql, s: DemoSeed) => {
  const rows = await taskRows(tx, s);
  if (!rows.length) return;
  const employee = asUser(s, "employee", 9);
  const reload = async (title: string) => (await taskRows(tx, s)).find((r) => r.title === title);
  const act = async (title: string, prefix: string, roleId: number, types: string[]) => {
    const row = await reload(title);
    if (!row || !s.ids[prefix]) return;
    const user = prefix === "employee" ? employee : asUser(s, prefix, roleId);
    await progressCommand(tx, user, s.clientId, row, types.map((type) => ({ type, actor: { id: user.userId, relation: "self" as const } })));
  };
  await act("Письмо-приглашение", "hr", 2, ["track.complete"]);
  await act("Подготовить рабочее место", "itmanager", 5, ["track.complete"]);
  await act("Знакомство с командой", "manager", 1, ["track.complete"]);
  await act("Добро пожаловать в Demo", "employee", 9, ["track.start", "track.complete"]);
  await act("Экскурсия по офису", "buddy", 4, ["track.complete"]);
  await act("Заполнить профиль", "employee", 9, ["track.complete"]);
  await act("Напоминание о первом дне", "employee", 9, ["track.complete"]);
  await act("Встреча с наставником", "mentor", 11, ["track.complete"]);
  const test = await reload("Тест по безопасности");
  if (test) {
    await saveAnswers(tx, employee, test.id, null, { fire: { value: "f1" }, pass: { value: ["p1", "p2"] } }, undefined);
    await runProgress(tx, employee, test.id, "complete");
  }
  // the questionnaire half filled (its end is day 6); "Правила безопасности" (days 1–3) left overdue
  const form = await reload("Анкета новичка");
  if (form) await saveAnswers(tx, employee, form.id, null, { expect: { value: "Познакомиться с командой и продуктом." } }, undefined);
};
