// Optimistic concurrency in the browser (issue 12 point 3): two people edit the same plan's goals at once. The
// second save was made on a stale screen: the page says who changed the goals and when, offers to reload, keeps
// the unsaved draft across the reload, and the save then goes through.
import { apiOf, launchPlanFor } from "./apiHelpers";
import { checkA11y, expect, login, test } from "./fixtures";

test("two people save the same goals: the second is told who changed them, reloads and saves", async ({ browser }) => {
  test.setTimeout(180_000);
  // the employee and their line manager both compose goals in this plan's role model
  const taskId = await launchPlanFor(browser, `Одновременно E2E ${Date.now()}`, { compose: ["self", "lineManager"] });
  const employee = await (await browser.newContext()).newPage();
  const manager = await (await browser.newContext()).newPage();
  await login(employee, "employee@demo.local");
  await apiOf(employee)("PUT", `/api/development/tasks/${taskId}/goals`, { goals: [{ title: "Исходная цель", weight: 100 }] });
  await login(manager, "manager@demo.local");

  await employee.goto(`/growth/development-plans/${taskId}`);
  await manager.goto(`/growth/development-plans/manager/${taskId}`);
  for (const page of [employee, manager]) {
    await page.getByRole("button", { name: "Изменить цели" }).click();
    await expect(page.getByLabel("Название цели").first()).toHaveValue("Исходная цель");
  }

  // The manager saves first.
  await manager.getByLabel("Название цели").first().fill("Цель руководителя");
  await manager.getByRole("button", { name: "Сохранить цели" }).click();
  await expect(manager.getByText("Цели сохранены")).toBeVisible();

  // The employee, still looking at the old goals, saves: refused, told who and when, draft kept.
  await employee.getByLabel("Название цели").first().fill("Цель сотрудника");
  await employee.getByRole("button", { name: "Сохранить цели" }).click();
  const notice = employee.getByRole("alert").filter({ hasText: "пока вы смотрели" });
  await expect(notice).toContainText("Игорь Петров изменил(а) это в");
  await expect(employee.getByLabel("Название цели").first()).toHaveValue("Цель сотрудника");
  await checkA11y(employee, "goals editor, stale save (ru)");

  // Reload: the goals as saved now are shown, the draft stays, and the save goes through.
  await notice.getByRole("button", { name: "Обновить" }).click();
  await expect(notice).toHaveCount(0);
  await expect(employee.getByRole("region", { name: "Сейчас в плане сохранено" })).toContainText("Цель руководителя — 100%");
  await expect(employee.getByLabel("Название цели").first()).toHaveValue("Цель сотрудника");
  await employee.getByRole("button", { name: "Сохранить цели" }).click();
  await expect(employee.getByText("Цели сохранены")).toBeVisible();
  await expect(employee.getByRole("heading", { level: 3, name: "Цель сотрудника" })).toBeVisible();
});
