// The support replay page: the administrator opens the replay of an employee's development plan (the demo
// plan of employee@demo.local, left in progress by the seed), steps through it with the buttons and the arrow
// keys, exports the state log as JSON and imports it again to replay it in the browser.
import { readFileSync } from "node:fs";
import { checkA11y, expect, login, test } from "./fixtures";

/** axe once entering notices have finished animating (a half-faded snackbar reads as low contrast). */
const a11y = async (page: import("@playwright/test").Page, label: string) => {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  await checkA11y(page, label);
};

test("steps through a plan's event stream forward and back, and exports and imports its state log", async ({ page }) => {
  await login(page, "admin@demo.local");
  const ids = await page.evaluate(async () => {
    const get = async (path: string) =>
      (await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem("authToken")}` } })).json();
    const plans = await get("/api/development/developmentPlans?limit=100");
    const plan = plans.items.find((p: any) => p.name === "Индивидуальный план развития 2026");
    const users = await get(`/api/development/management/${plan.id}/users?limit=100`);
    return { plan: plan.id as number, task: users.items.find((t: any) => t.owner.email === "employee@demo.local").id as number };
  });

  // From the administrator's view of the plan, the link to its replay.
  await page.goto(`/management/development-plan/${ids.plan}/management/${ids.task}`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.getByRole("link", { name: "Воспроизведение: план сотрудника" }).click();
  await page.waitForURL("**/settings/logs/replay?**");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Воспроизведение событий");
  const state = page.getByTestId("replay-state");
  await expect(state).toHaveText("draft");
  await expect(page.getByText("Шаг 1 из 12")).toBeVisible();
  await a11y(page, "replay (ru)");

  // Forward with the button until the plan is sent for approval, back again.
  const next = page.getByRole("button", { name: "Вперёд" });
  for (let i = 0; i < 5; i++) await next.click();
  await expect(page.getByText("Шаг 6 из 12")).toBeVisible();
  await expect(state).toHaveText("approval");
  await expect(page.getByText("task.sentForApproval").first()).toBeVisible();
  await page.getByRole("button", { name: "Назад" }).click();
  await expect(state).toHaveText("draft");

  // The arrow keys and End/Home.
  await next.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(state).toHaveText("rework");
  await page.keyboard.press("End");
  await expect(state).toHaveText("inProgress");
  await expect(page.getByText("Шаг 12 из 12")).toBeVisible();
  await page.keyboard.press("Home");
  await expect(state).toHaveText("draft");

  // The buttons the owner had at a step, and the context.
  await page.getByRole("button", { name: /v10 · task\.approve/ }).click();
  await expect(state).toHaveText("inProgress");
  await expect(page.getByRole("region", { name: "Кнопки сотрудника" }).getByText("task.sendToClose")).toBeVisible();
  await expect(page.getByText("Машина принимает событие так же, как было записано")).toBeVisible();

  // Export gives the state log as a JSON file.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Экспорт JSON" }).click()]);
  expect(download.suggestedFilename()).toBe(`devPlanTask-${ids.task}-state-log.json`);
  const file = await download.path();
  const log = JSON.parse(readFileSync(file, "utf8"));
  expect(log.format).toBe("stride.stateLog");
  expect(log.machine).toBe("devPlanTask");
  expect(log.steps).toHaveLength(12);

  // Imported again, it is replayed in the browser with the same machine and agrees with the record.
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText("импортировано и воспроизведено в браузере")).toBeVisible();
  await expect(page.getByText("12 событий, расхождений: 0")).toBeVisible();
  await page.keyboard.press("End");

  // A tampered log shows the divergence.
  log.steps[5].command = "task.approve";
  await page.locator('input[type="file"]').setInputFiles({ name: "tampered.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(log)) });
  await expect(page.getByText(/расхождений: [1-9]/)).toBeVisible();
  await page.getByRole("button", { name: /^v6 · / }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Расхождение" })).toBeVisible();
  await a11y(page, "replay, imported with divergence (ru)");
});
