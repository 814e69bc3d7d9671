// Signing in for a test that is about something else: the session comes from the API (the same two calls the
// login form makes: the public key, then POST /api/userAuthTokens with the RSA-OAEP password), the access token
// goes where the app keeps it (localStorage) and the refresh cookie into the page's context, and the page opens
// the locale's index, which sends a signed-in user home. The form itself is tested through the UI
// (`loginThroughForm` in fixtures.ts: auth.spec.ts, account.spec.ts); doing it in every test cost a whole
// extra app load per test. Each call starts a session of its own, as the form does, so a test that logs out,
// changes a password or blocks somebody leaves no stale session to the next one.
import { constants, publicEncrypt, randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** The server's RSA public key (SPKI PEM), as the login form fetches it. */
const publicKey = async (page: Page) => {
  const res = await page.context().request.get("/api/authPublicKey");
  expect(res.status(), "GET /api/authPublicKey").toBe(200);
  return ((await res.json()) as { key: string }).key;
};

const encrypt = (pem: string, password: string) =>
  publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(password)).toString("base64");

/** Signs in by the API as `email` and opens `to`, or the locale's index, which leads to the user's home (waits to get there). */
export const signIn = async (page: Page, email: string, password: string, locale: "" | "en" | "fr", to?: string) => {
  const request = page.context().request;
  const res = await request.post("/api/userAuthTokens", {
    data: { login: email, password: encrypt(await publicKey(page), password) },
    headers: { "content-language": locale || "ru" },
  });
  expect(res.status(), `sign-in of ${email} by the API: ${await res.text().catch(() => "")}`).toBe(200);
  const { token, token_type } = (await res.json()) as { token: string; token_type: string };
  // The token reaches the origin's localStorage before the app first reads it through a script this page runs at the
  // start of its documents, once: on the next document of the origin, marked done in the tab's sessionStorage (which
  // outlives its navigations) so that a later reload, after a logout say, finds no token put back, and under a mark of
  // its own so that a second sign-in in the same page is not taken for the first. It replaced loading a page without
  // the app (/api/health) to write the token from there: one navigation less per test.
  const mark = `e2e-sign-in-${randomUUID()}`;
  const origin = new URL(res.url()).origin;
  await page.addInitScript(([t, type, once, at]) => {
    if (location.origin !== at || sessionStorage.getItem(once)) return;
    sessionStorage.setItem(once, "done");
    localStorage.setItem("authToken", t);
    localStorage.setItem("tokenType", type);
  }, [token, token_type, mark, origin] as const);
  if (to) return void (await page.goto(to));
  await page.goto(locale ? `/${locale}` : "/");
  await page.waitForURL((url) => !/^\/(en|fr)?\/?$/.test(url.pathname), { timeout: 20_000 });
};
