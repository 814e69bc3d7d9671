import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotification } from "../../src/server/seed/commands.js";
import { type TestServer, eventCount, startServer } from "./harness.js";

let s: TestServer;
let employee: string;
let nwEmployee: string;
/** The employee's notifications from the seed (its own and those its development-plan facts wrote) plus 40. */
let total: number;
beforeAll(async () => {
  s = await startServer();
  employee = (await s.login("employee@demo.local")).token;
  nwEmployee = (await s.login("employee@northwind.local")).token;
  // 40 more notifications for the demo employee, to page through.
  const [u] = await s.db.query("select id, client_id from users where email = 'employee@demo.local'");
  total = 40 + (await s.db.query<{ n: number }>("select count(*)::int as n from notifications where user_id = $1 and not is_read", [u.id]))[0].n;
  await s.db.transaction(async (tx) => {
    for (let i = 0; i < 40; i++) {
      await createNotification(tx, u.client_id, u.id, { type_id: 7, title: `Task ${i}`, body: "" }, s.clock.now().toISOString());
    }
  });
});
afterAll(() => s?.close());

const N = "/api/notifications";

describe("notifications", () => {
  it("counts unread, pages by last_id (keyset) without gaps or repeats, and lists unread", async () => {
    expect((await s.request(`${N}/notifications/getNotReadNotificationsCountByUser`, { token: employee })).body).toEqual({ not_read_count: total });
    const seen: number[] = [];
    let lastId: number | null = null;
    do {
      const q: string = lastId === null ? "?limit=15" : `?limit=15&last_id=${lastId}`;
      const page: any = await s.request(`${N}/notifications/getNotificationsByUser${q}`, { token: employee });
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((n: any) => n.id));
      lastId = page.body.last_id;
    } while (lastId !== null);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    const unread = await s.request(`${N}/notifications/getNotReadNotificationsByUser`, { token: employee });
    expect(unread.body.items).toHaveLength(total);
  });

  it("marks the owner's notification read; another user's is 404 and stays unread", async () => {
    const mine = (await s.request(`${N}/notifications/getNotificationsByUser?limit=1`, { token: employee })).body.items[0];
    const r = await s.request(`${N}/notifications`, { method: "PUT", token: employee, body: { id: mine.id, is_read: true } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: mine.id, is_read: true });
    expect((await s.request(`${N}/notifications/getNotReadNotificationsCountByUser`, { token: employee })).body.not_read_count).toBe(total - 1);
    const before = await eventCount(s.db);
    const other = await s.request(`${N}/notifications`, { method: "PUT", token: nwEmployee, body: { id: mine.id + 1, is_read: true } });
    expect(other.status).toBe(404);
    expect(await eventCount(s.db)).toBe(before);
    expect((await s.request(`${N}/notifications/getNotReadNotificationsCountByUser`, { token: employee })).body.not_read_count).toBe(total - 1);
  });

  it("never shows another client's notifications", async () => {
    const nw = await s.request(`${N}/notifications/getNotificationsByUser`, { token: nwEmployee });
    expect(nw.body.items.map((n: any) => n.title)).toEqual(["A new comment on your task"]);
  });

  it("reads all, as one event", async () => {
    const r = await s.request(`${N}/notifications/readAllNotifications`, { method: "PUT", token: employee });
    expect(r.status).toBe(204);
    expect((await s.request(`${N}/notifications/getNotReadNotificationsCountByUser`, { token: employee })).body.not_read_count).toBe(0);
    expect((await s.request(`${N}/notifications/getNotReadNotificationsCountByUser`, { token: nwEmployee })).body.not_read_count).toBe(1);
  });

  it("refuses a wrong payload with 400 naming the field", async () => {
    const r = await s.request(`${N}/notifications`, { method: "PUT", token: employee, body: { id: "x", is_read: true } });
    expect(r.status).toBe(400);
    expect(r.body.fields[0].path).toBe("payload.id");
    expect((await s.request(`${N}/notifications/getNotificationsByUser?last_id=abc`, { token: employee })).status).toBe(400);
  });
});

describe("notification settings", () => {
  it("reads the client's settings; only client_settings edit may change them", async () => {
    const get = await s.request(`${N}/notificationSettings/byClient`, { token: employee });
    expect(get.status).toBe(200);
    expect(get.body.settings["7"]).toEqual({ send_notification: true });
    // Only types whose area exists: the course assignment (29) since courses landed, the tracks' (1–4) since learning
    // landed (with their overdue 44 / 45), a course's custom notification (42), and no type of an area not built (the spec's 5, say).
    expect(get.body.settings["29"]).toEqual({ send_notification: true });
    for (const t of ["1", "2", "3", "4", "42", "44", "45"]) expect(get.body.settings[t]).toEqual({ send_notification: true });
    expect(get.body.settings["5"]).toBeUndefined();
    const refused = await s.request(`${N}/notificationSettings`, { method: "PUT", token: employee, body: { settings: { 7: { send_notification: false } } } });
    expect(refused.status).toBe(403);
    const { token: admin } = await s.login("admin@demo.local");
    const put = await s.request(`${N}/notificationSettings`, { method: "PUT", token: admin, body: { settings: { 7: { send_notification: false } } } });
    expect(put.status).toBe(200);
    expect(put.body.settings["7"].send_notification).toBe(false);
    expect((await s.request(`${N}/notificationSettings/byClient`, { token: nwEmployee })).body.settings["7"].send_notification).toBe(true);
  });
});
