// The browser's Effect client against the real server: sign-in with an encrypted password, the bearer
// token, one refresh on a 401, and the catalogue reactions (401 → index, 403 → 403 page, blocked → logout).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appendNext } from "../../src/server/events/command.js";
import { startServer, type TestServer } from "../server/harness.js";

// A browser's storage and cookie jar, for Node.
const store = new Map<string, string>();
(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};
const jar = new Map<string, string>();
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init = {}) => {
  const headers = new Headers(init.headers);
  if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
  const res = await realFetch(input, { ...init, headers });
  for (const raw of res.headers.getSetCookie()) {
    const [pair] = raw.split(";");
    const i = pair.indexOf("=");
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1).trim();
    if (!value || /max-age=0\b/i.test(raw)) jar.delete(name);
    else jar.set(name, value);
  }
  return res;
};

const client = await import("../../services/client/index.js");
let s: TestServer;
const seen: string[] = [];

beforeAll(async () => {
  s = await startServer();
  client.setApiBase(s.base);
  client.setFailureHandlers({
    unauthorized: () => seen.push("unauthorized"),
    blocked: () => seen.push("blocked"),
    forbidden: () => seen.push("forbidden"),
  });
});
afterAll(() => s?.close());
beforeEach(() => {
  client.clearToken();
  jar.clear();
  seen.length = 0;
});

const setStatus = async (email: string, status: number) => {
  const [u] = await s.db.query("select id, client_id from users where email = $1", [email]);
  await s.db.transaction((tx) =>
    appendNext(tx, u.client_id, { type: "user", id: u.id }, [{ type: "user.statusChanged", data: { status_id: status, at: s.clock.now().toISOString() } }], { actor: "system" }));
};

describe("sign-in", () => {
  it("signs in with the password encrypted by WebCrypto and keeps a Bearer token", async () => {
    await client.login("employee@demo.local", "Demo-2026!");
    expect(client.getToken()).toBeTruthy();
    expect(client.authorizationHeader()).toMatch(/^Bearer /);
    const session = await client.getSessionData();
    expect(session.user.email).toBe("employee@demo.local");
  });

  it("passes wrong credentials on to the form instead of redirecting", async () => {
    await expect(client.login("employee@demo.local", "wrong-password")).rejects.toMatchObject({ _tag: "Unauthorized" });
    expect(seen).toEqual([]);
    expect(client.getToken()).toBeNull();
  });
});

describe("token refresh", () => {
  it("refreshes once with the cookie when the access token is refused, then retries the call", async () => {
    await client.login("mentor@demo.local", "Demo-2026!");
    client.setToken("not-a-valid-token");
    const session = await client.getSessionData();
    expect(session.user.email).toBe("mentor@demo.local");
    expect(client.getToken()).not.toBe("not-a-valid-token");
    expect(seen).toEqual([]);
  });

  it("gives up when the refresh fails: the token is dropped and the app goes to the index page", async () => {
    client.setToken("not-a-valid-token");
    await expect(client.getSessionData()).rejects.toMatchObject({ outcome: "unauthorized" });
    expect(client.getToken()).toBeNull();
    expect(seen).toEqual(["unauthorized"]);
  });
});

describe("catalogue reactions", () => {
  it("sends a refused section to the 403 page", async () => {
    await client.login("employee@demo.local", "Demo-2026!");
    const branding = await client.getDomainBranding({ host: "localhost" });
    const { client_id: _c, ...rest } = branding;
    await expect(client.putClientBranding(rest)).rejects.toMatchObject({ outcome: "forbidden" });
    expect(seen).toEqual(["forbidden"]);
  });

  it("logs a blocked user out and goes to the index page", async () => {
    await client.login("legal@demo.local", "Demo-2026!");
    await setStatus("legal@demo.local", 2);
    try {
      await expect(client.getSessionData()).rejects.toMatchObject({ outcome: "blocked" });
      expect(seen).toEqual(["blocked"]);
      expect(client.getToken()).toBeNull();
      await expect(client.login("legal@demo.local", "Demo-2026!")).rejects.toMatchObject({ _tag: "UserBlocked", code: "user_blocked" });
    } finally {
      await setStatus("legal@demo.local", 1);
    }
  });

  it("names the fields an Invalid answer refuses", async () => {
    await client.login("buddy@demo.local", "Demo-2026!");
    const error = await client.changePassword("Demo-2026!", "short").catch((e) => e);
    expect(error._tag).toBe("Invalid");
    expect(client.fieldErrorsOf(error).new_password).toContain("auth.password.policy.minLength");
    const wrongOld = await client.changePassword("nope-nope-1A", "Another-2026!").catch((e) => e);
    expect(client.fieldErrorsOf(wrongOld).old_password).toEqual(["auth.password.oldIncorrect"]);
  });

  it("keeps a cancelled call silent", async () => {
    const controller = new AbortController();
    const pending = client.getDomainBranding({ host: "localhost" }, controller.signal);
    controller.abort();
    const error = await pending.catch((e) => e);
    expect(client.isSilent(error)).toBe(true);
    expect(seen).toEqual([]);
  });
});

describe("notifications and error log", () => {
  it("pages notifications by last id and marks them read", async () => {
    await client.login("admin@demo.local", "Demo-2026!");
    const first = await client.getNotificationsPage({ limit: 2 });
    expect(first.items.length).toBeGreaterThan(0);
    const unread = await client.getUnreadCount();
    const target = first.items.find((n) => !n.is_read)!;
    expect((await client.markNotificationRead(target.id)).is_read).toBe(true);
    expect(await client.getUnreadCount()).toBe(unread - 1);
    if (first.last_id !== null) {
      const second = await client.getNotificationsPage({ limit: 2, last_id: first.last_id });
      expect(second.items.every((n) => n.id < first.last_id!)).toBe(true);
    }
  });

  it("reports an error with logError, then manageErrorLogs", async () => {
    await client.reportError(new TypeError("widget exploded"), { userId: null, clientId: null, route: "/dashboard" });
    const [row] = await s.db.query("select * from error_logs order by id desc limit 1");
    expect(row).toMatchObject({ message: "widget exploded", is_web: true, level: "error" });
  });
});

describe("the login page's public calls without the Effect client (public.ts)", () => {
  it("call the contract's endpoints, at the contract's paths", async () => {
    const { BrandingGroup } = await import("../../services/contract/clients.js");
    const { PublicCalls } = await import("../../services/client/public.js");
    for (const [call, path] of Object.entries(PublicCalls)) {
      const endpoint = BrandingGroup.endpoints[call.split(".")[1] as keyof typeof BrandingGroup.endpoints];
      expect(endpoint, call).toBeDefined();
      expect([endpoint.method, `/api${endpoint.path}`], call).toEqual(["GET", path]);
    }
  });

  it("answer what the Effect client decodes from the same endpoints", async () => {
    const { areaApi, areaClient } = await import("../../services/client/api.js");
    const { BrandingGroup } = await import("../../services/contract/clients.js");
    const { getPublicPrivacyPolicy } = await import("../../services/client/public.js");
    const effectCall = areaClient(areaApi(BrandingGroup));
    const query = { host: "localhost" };
    expect(await client.getDomainBranding(query)).toEqual(
      await effectCall("branding.domainBranding", (api) => api.branding.domainBranding({ query })));
    expect(await getPublicPrivacyPolicy(query)).toEqual(await effectCall("branding.privacyPolicy", (api) => api.branding.privacyPolicy({ query })));
  });

  it("reject with the contract's error, as the Effect client does", async () => {
    const error = await client.getDomainBranding({ host: "x".repeat(300) }).catch((e) => e);
    expect(error?._tag).toBe("Invalid");
    expect(seen).toEqual([]);
  });
});


describe("the first screen's reads without the Effect client (firstScreen.ts)", () => {
  const groups = async () => {
    const { AccountGroup } = await import("../../services/contract/auth.js");
    const { DashboardGroup } = await import("../../services/contract/dashboard.js");
    const { NotificationsGroup } = await import("../../services/contract/notifications.js");
    const { WidgetsGroup } = await import("../../services/contract/widgets.js");
    return { AccountGroup, DashboardGroup, NotificationsGroup, WidgetsGroup };
  };

  it("call the contract's endpoints, at the contract's paths", async () => {
    const { AccountGroup, DashboardGroup, NotificationsGroup, WidgetsGroup } = await groups();
    const { FirstScreenCalls } = await import("../../services/client/firstScreen.js");
    // An endpoint's path includes its group's prefix.
    const byGroup = { account: AccountGroup, dashboard: DashboardGroup, notifications: NotificationsGroup, widgets: WidgetsGroup } as const;
    for (const [call, path] of Object.entries(FirstScreenCalls)) {
      const [group, name] = call.split(".") as [keyof typeof byGroup, string];
      const endpoint = (byGroup[group].endpoints as Record<string, { method: string; path: string }>)[name];
      expect(endpoint, call).toBeDefined();
      expect([endpoint.method, `/api${endpoint.path}`], call).toEqual(["GET", path]);
    }
  });

  it("answer what the Effect client decodes from the same endpoints", async () => {
    const { areaApi, areaClient } = await import("../../services/client/api.js");
    const { AccountGroup, DashboardGroup, NotificationsGroup, WidgetsGroup } = await groups();
    const fs = await import("../../services/client/firstScreen.js");
    const effectCall = areaClient(areaApi(AccountGroup, DashboardGroup, NotificationsGroup, WidgetsGroup));
    await client.login("employee@demo.local", "Demo-2026!");
    expect(await fs.getSessionData()).toEqual(await effectCall("account.getSessionData", (api) => api.account.getSessionData()));
    expect(await fs.getMyWork()).toEqual(await effectCall("dashboard.myWork", (api) => api.dashboard.myWork()));
    expect(await fs.getMyWidgets()).toEqual(await effectCall("widgets.mine", (api) => api.widgets.mine()));
    expect(await fs.getNotificationSettings()).toEqual(await effectCall("notifications.getSettings", (api) => api.notifications.getSettings()));
    expect(await fs.getUnreadCount()).toEqual(
      await effectCall("notifications.notReadCount", (api) => api.notifications.notReadCount()).then((r) => r.not_read_count));
  });

  it("refresh the token once on a 401 and ask again", async () => {
    const fs = await import("../../services/client/firstScreen.js");
    await client.login("employee@demo.local", "Demo-2026!");
    client.setToken("not-a-valid-token");
    const session = await fs.getSessionData();
    expect(session.user.email).toBe("employee@demo.local");
    expect(client.getToken()).not.toBe("not-a-valid-token");
    expect(seen).toEqual([]);
  });
});
