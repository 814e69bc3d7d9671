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

test("shows a user as they stood at a past moment, with the later events greyed out", async ({ page }) => {
  await login(page, "admin@demo.local", undefined, "en");
  // A user created now (created, activated) and blocked a moment later, so the stream has two distinct times.
  const { user, steps } = await page.evaluate(async () => {
    const call = async (path: string, body?: unknown) =>
      (await fetch(path, {
        method: body ? "POST" : "GET",
        headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      })).json();
    const created = await call("/api/users", { email: `asof.${Date.now()}@demo.local`, first_name: "Ася", last_name: "Временная" });
    await new Promise((r) => setTimeout(r, 1100));
    await call("/api/userStatus", { user_id: created.id, operation: "block" });
    const stream = await call(`/api/replay/streams/userStatus/${created.id}`);
    return { user: created.id as number, steps: stream.steps.map((s: any) => ({ version: s.version, time: s.time, after: s.after })) as { version: number; time: string; after: string }[] };
  });
  expect(steps.at(-1)?.after).toBe("blocked");
  const created = steps[0].time;
  const later = steps.filter((s) => Date.parse(s.time) > Date.parse(created));
  expect(later.length).toBeGreaterThan(0);
  await page.goto(`/en/settings/logs/replay?type=userStatus&id=${user}&at=${encodeURIComponent(created)}`);
  const note = page.getByTestId("replay-as-of");
  await expect(note).toContainText("state active");
  await expect(note).toContainText(`${later.length} later event`);
  await expect(page.getByTestId("replay-state")).toHaveText("active");
  await expect(page.getByRole("button", { name: /· later$/ })).toHaveCount(later.length);
  await expect(page.getByRole("button", { name: /· later$/ }).last()).toContainText("blocked");
  // The later events stay reachable: End steps to the current state.
  await page.keyboard.press("End");
  await expect(page.getByTestId("replay-state")).toHaveText("blocked");
  await a11y(page, "replay as of a moment (en)");

  // Typed in the field (keyboard only): a moment before the user existed, then back to the current state.
  const field = page.getByRole("group", { name: "As of" });
  await field.getByRole("spinbutton").first().click();
  await page.keyboard.type("01012020");
  await page.keyboard.type("1000");
  await page.keyboard.press("a");
  await expect(note).toContainText("the stream had not begun");
  await expect(page.getByRole("button", { name: /· later$/ })).toHaveCount(steps.length);
  await expect(page).toHaveURL(/at=2020-01-01/);
  await a11y(page, "replay before the stream began (en)");
  await page.getByRole("button", { name: "Current state" }).click();
  await expect(note).toHaveCount(0);
  await expect(page.getByRole("button", { name: /· later$/ })).toHaveCount(0);
  await expect(page).not.toHaveURL(/at=/);

  // Russian and French: the field and the note in the page's language.
  await page.goto(`/settings/logs/replay?type=userStatus&id=${user}&at=${encodeURIComponent(created)}`);
  await expect(page.getByTestId("replay-as-of")).toContainText("более позднее событие показано серым");
  await expect(page.getByRole("group", { name: "Состояние на" })).toBeVisible();
  await page.goto(`/fr/settings/logs/replay?type=userStatus&id=${user}&at=2030-01-01T00:00:00.000Z`);
  await expect(page.getByTestId("replay-as-of")).toContainText("Aucun événement plus tardif");
  await expect(page.getByRole("group", { name: "État au" })).toBeVisible();
  await a11y(page, "replay as of (fr)");

  // The same person's profile has no lifecycle machine: it is replayed as a record, its fields as the context.
  await page.goto(`/en/settings/logs/replay?type=user&id=${user}&at=2030-01-01T00:00:00.000Z`);
  await expect(page.getByTestId("replay-state")).toHaveText("recorded");
  await expect(page.getByRole("group").filter({ hasText: "Machine context" }).getByText('"last_name": "Временная"')).toBeVisible();
  await a11y(page, "replay of a record stream (en)");
});
