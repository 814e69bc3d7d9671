// Signing in for a test that is about something else: the session comes from the API (the same two calls the
// login form makes: the public key, then POST /api/userAuthTokens with the RSA-OAEP password), the access token
// goes where the app keeps it (localStorage) and the refresh cookie into the page's context, and the page opens
// the locale's index, which sends a signed-in user home. The form itself is tested through the UI
// (`loginThroughForm` in fixtures.ts: auth.spec.ts, account.spec.ts); doing it in every test cost a whole
// extra app load per test. Each call starts a session of its own, as the form does, so a test that logs out,
// changes a password or blocks somebody leaves no stale session to the next one.
import { constants, publicEncrypt } from "node:crypto";
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
  // A same-origin page without the app, to reach the origin's localStorage before the app first reads it.
  await page.goto("/api/health");
  await page.evaluate(([t, type]) => {
    localStorage.setItem("authToken", t);
    localStorage.setItem("tokenType", type);
  }, [token, token_type] as const);
  if (to) return void (await page.goto(to));
  await page.goto(locale ? `/${locale}` : "/");
  await page.waitForURL((url) => !/^\/(en|fr)?\/?$/.test(url.pathname), { timeout: 20_000 });
};
