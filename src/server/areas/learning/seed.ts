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
 * The demo employee mid-way through "Welcome to Demo", through the learning commands: the first-day tasks and the
 * first milestone done, the safety test passed (its score with the fact), the questionnaire half filled, the safety
 * rules left overdue, and the manager's and mentor's own first tasks done. It needs the assignment side's rows (user_tasks of the employee);
 * without them (an assignment seed not there) nothing is written.
 */
export const seedLearning = async (tx: Sql, s: DemoSeed) => {
  const rows = await taskRows(tx, s);
  if (!rows.length) return;
  const employee = asUser(s, "employee", 9);
  const reload = async (title: string) => (await taskRows(tx, s)).find((r) => r.title === title);
  const act = async (title: string, user: SessionUser | null, types: string[]) => {
    const row = await reload(title);
    if (!row) return;
    const actor = user ? { id: user.userId, relation: "self" as const } : { id: "system" as const, relation: "system" as const };
    await progressCommand(tx, user, s.clientId, row, types.map((type) => ({ type, actor })));
  };
  // the assignment dated the tasks from the hire date two weeks ago: the first days' tasks are overdue by now
  await act("Добро пожаловать в Demo", employee, ["track.start", "track.complete"]);
  await act("Заполнить профиль", employee, ["track.complete"]);
  await act("Первая веха", employee, ["track.complete"]);
  if (s.ids.manager) await act("Знакомство с командой", asUser(s, "manager", 1), ["track.complete"]);
  if (s.ids.mentor) await act("Встреча с наставником", asUser(s, "mentor", 11), ["track.complete"]);
  const test = await reload("Тест по безопасности");
  if (test) {
    await saveAnswers(tx, employee, test.id, null, { fire: { value: "f1" }, pass: { value: ["p1", "p2"] } }, undefined);
    await runProgress(tx, employee, test.id, "complete");
  }
  // the questionnaire half filled; "Правила безопасности" left overdue
  const form = await reload("Анкета новичка");
  if (form) await saveAnswers(tx, employee, form.id, null, { expect: { value: "Познакомиться с командой и продуктом." } }, undefined);
};
