// Calls the API from a signed-in page (its bearer token), for the browser tests that set up or check data.
import type { Browser, Page } from "@playwright/test";
import { login } from "./fixtures";

/**
 * The page's interface language, as the app sends it in `content-language` (the server writes names in that
 * language's order): /en and /fr addresses, else Russian.
 */
export const pageLang = (page: Page): "ru" | "en" | "fr" =>
  (/^\/(en|fr)(\/|$)/.exec(new URL(page.url(), "http://x").pathname)?.[1] as "en" | "fr" | undefined) ?? "ru";

export const callApi = <T>(page: Page, p: string, body?: unknown, method = body === undefined ? "GET" : "POST") =>
  page.evaluate(
    async ({ p, body, method, lang }) => {
      const res = await fetch(p, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-type": "application/json", "content-language": lang },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { p, body, method, lang: pageLang(page) },
  ) as Promise<{ status: number; body: T }>;

export type Api = <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

/** Calls the API from a signed-in page with its token. */
export const apiOf =
  (page: Page): Api =>
  (method, path, body) =>
    page.evaluate(
      async ([m, p, b, lang]) => {
        const res = await fetch(p as string, {
          method: m as string,
          headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-type": "application/json", "content-language": lang },
          body: b === undefined ? undefined : JSON.stringify(b),
        });
        if (!res.ok) throw new Error(`${m} ${p}: ${res.status} ${await res.text()}`);
        return res.json();
      },
      [method, path, body, pageLang(page)] as const,
    );

/** A launched plan with employee@demo.local as its only member; the id of the employee's plan. */
export async function launchPlanFor(browser: Browser, name: string, o: { compose?: string[] } = {}): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, "admin@demo.local");
  const api = apiOf(page);
  const plans = await api("GET", "/api/development/developmentPlans?limit=100");
  const demo = plans.items.find((p: any) => p.members_count > 0);
  const members = await api("GET", `/api/development/developmentPlans/${demo.id}/members?limit=100`);
  const employee = members.items.find((m: any) => m.user.email === "employee@demo.local").user.id;
  const plan = await api("POST", "/api/development/developmentPlans", { name, description: "Короткий план для проверки полного цикла." });
  const base = `/api/development/developmentPlans/${plan.id}`;
  await api("PUT", `${base}/settings/general`, { appointment_type_id: 3, start_date: "2026-01-01", end_date: "2026-12-31" });
  await api("POST", `${base}/members`, { user_ids: [employee] });
  await api("PUT", `${base}/settings/prohibition`, { user_ids: [] });
  await api("PUT", `${base}/settings/preliminarySurvey`, { questions: [{ id: 1, title: "Чему вы хотите научиться?", type: "text", required: false }] });
  const roleModel = {
    comment: ["hr"], compose: o.compose ?? ["self"], approve: ["lineManager"], autoApproveDays: null, approveExtra: [], act: ["self"],
    grade: { self: false, intermediate: [], final: ["lineManager"] }, cancel: ["lineManager"],
  };
  await api("PUT", `${base}/settings/roleModel`, { role_model: roleModel });
  await api("PUT", `${base}/settings/summary`, { confirmed: true });
  await api("POST", `/api/development/management/${plan.id}/launch`);
  const users = await api("GET", `/api/development/management/${plan.id}/users?limit=10`);
  await context.close();
  return users.items[0].id;
}

