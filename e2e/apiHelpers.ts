// Calls the API from a signed-in page (its bearer token), for the browser tests that set up or check data.
import type { Page } from "@playwright/test";

export const callApi = <T>(page: Page, p: string, body?: unknown, method = body === undefined ? "GET" : "POST") =>
  page.evaluate(
    async ({ p, body, method }) => {
      const res = await fetch(p, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem("authToken")}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { p, body, method },
  ) as Promise<{ status: number; body: T }>;
