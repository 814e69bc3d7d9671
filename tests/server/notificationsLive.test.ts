// Notifications written from development-plan facts, each person's delivery choice, the e-mail digest through the
// outbox to a real SMTP server on loopback, and the live stream.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadKeys } from "../../src/server/auth/keys.js";
import { runDigest } from "../../src/server/areas/notifications/digest.js";
import { MAX_STREAMS_PER_PERSON, openStreams } from "../../src/server/areas/notifications/live.js";
import { applyCacheNotes } from "../../src/server/db/cacheNotes.js";
import { runMailOutbox } from "../../src/server/mail/send.js";
import { api, composeAndSend, launchedPlan, type People, signIn } from "./devPlansFixture.js";
import { eventCount, startServer, type TestServer } from "./harness.js";

let s: TestServer;
let p: People;
let smtp: SMTPServer;
const inbox: { to: string[]; body: string }[] = [];
const N = "/api/notifications";

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true, disabledCommands: ["STARTTLS"],
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString("utf8") });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  s = await startServer({ smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  p = await signIn(s);
}, 300_000);
afterAll(async () => {
  await s?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const listOf = async (token: string) => (await s.request(`${N}/notifications/getNotificationsByUser?limit=100`, { token })).body.items as any[];
const ofType = async (token: string, typeId: number) => (await listOf(token)).filter((n) => n.type_id === typeId);

describe("notifications from development-plan facts", () => {
  let task: number;
  it("a plan sent for approval tells its approver (the line manager), not its author", async () => {
    const before = (await listOf(p.tokens.employee)).length;
    const plan = await launchedPlan(s, p, { name: "План роста", members: ["employee"] });
    task = plan.tasks.employee;
    const waiting = (await ofType(p.tokens.manager, 6)).length;
    await composeAndSend(s, p.tokens.employee, task);
    const sixes = await ofType(p.tokens.manager, 6);
    expect(sixes).toHaveLength(waiting + 1);
    expect(sixes[0]).toMatchObject({ is_read: false, link: `/growth/development-plans/manager/${task}` });
    expect(sixes[0].body).toContain("План роста");
    expect(await listOf(p.tokens.employee)).toHaveLength(before);
  });

  it("the approval tells the employee, in their language, with the page it opens", async () => {
    const r = await api(s)(p.tokens.manager, `/tasks/${task}/transitions`, "POST", { type: "task.approve" });
    expect(r.status).toBe(200);
    const [approved] = await ofType(p.tokens.employee, 7);
    expect(approved).toMatchObject({ link: `/growth/development-plans/${task}`, title: "Ваш план развития согласован" });
  });

  it("a comment by the owner goes to the approvers, one by the manager to the owner", async () => {
    const [tens, elevens] = [(await ofType(p.tokens.manager, 10)).length, (await ofType(p.tokens.employee, 11)).length];
    expect((await api(s)(p.tokens.employee, `/tasks/${task}/comments`, "POST", { text: "Готово" })).status).toBe(200);
    expect((await api(s)(p.tokens.manager, `/tasks/${task}/comments`, "POST", { text: "Хорошо" })).status).toBe(200);
    expect(await ofType(p.tokens.manager, 10)).toHaveLength(tens + 1);
    expect(await ofType(p.tokens.employee, 11)).toHaveLength(elevens + 1);
  });

  it("a type the client switched off is not written", async () => {
    const settings = (await s.request(`${N}/notificationSettings/byClient`, { token: p.tokens.admin })).body.settings;
    const off = await s.request(`${N}/notificationSettings`, { method: "PUT", token: p.tokens.admin, body: { settings: { ...settings, 6: { send_notification: false } } } });
    expect(off.status).toBe(200);
    const waiting = (await ofType(p.tokens.manager, 6)).length;
    const plan = await launchedPlan(s, p, { name: "Второй план", members: ["employee"] });
    await composeAndSend(s, p.tokens.employee, plan.tasks.employee);
    expect(await ofType(p.tokens.manager, 6)).toHaveLength(waiting);
    await s.request(`${N}/notificationSettings`, { method: "PUT", token: p.tokens.admin, body: { settings } });
  });
});

describe("delivery preferences", () => {
  const P = `${N}/notificationPreferences/mine`;
  it("are in the app only until chosen, and each person's own", async () => {
    expect((await s.request(P, { token: p.tokens.employee })).body).toEqual({ groups: [{ group: "manager", mode: "app" }, { group: "employee", mode: "app" }, { group: "course", mode: "app" }, { group: "learning", mode: "app" }, { group: "growth", mode: "app" }] });
    const put = await s.request(P, { method: "PUT", token: p.tokens.employee, body: { groups: [{ group: "employee", mode: "daily" }] } });
    expect(put.status).toBe(200);
    expect(put.body.groups).toContainEqual({ group: "employee", mode: "daily" });
    expect((await s.request(P, { token: p.tokens.manager })).body.groups).toContainEqual({ group: "employee", mode: "app" });
  });

  it("refuses a group named twice, an unknown mode or group, and no session; nothing is written", async () => {
    const before = await eventCount(s.db);
    const twice = await s.request(P, { method: "PUT", token: p.tokens.employee, body: { groups: [{ group: "employee", mode: "weekly" }, { group: "employee", mode: "app" }] } });
    expect(twice.status).toBe(400);
    expect(twice.body.fields[0].path).toBe("payload.groups.1.group");
    const mode = await s.request(P, { method: "PUT", token: p.tokens.employee, body: { groups: [{ group: "employee", mode: "hourly" }] } });
    expect(mode.status).toBe(400);
    expect(mode.body.fields[0].path).toContain("payload.groups");
    const group = await s.request(P, { method: "PUT", token: p.tokens.employee, body: { groups: [{ group: "compliance", mode: "daily" }] } });
    expect(group.status).toBe(400);
    expect((await s.request(P, { method: "PUT", body: { groups: [] } })).status).toBe(401);
    expect(await eventCount(s.db)).toBe(before);
    expect((await s.request(P, { token: p.tokens.employee })).body.groups).toContainEqual({ group: "employee", mode: "daily" });
  });
});

describe("the e-mail digest", () => {
  it("gathers what is unread at most once a day and sends it through the outbox to SMTP", async () => {
    const keys = await loadKeys(s.db, s.config);
    const ctx = { config: s.config, keys };
    const daily = await s.request(`${N}/notificationPreferences/mine`, { method: "PUT", token: p.tokens.employee, body: { groups: [{ group: "employee", mode: "daily" }] } });
    expect(daily.status).toBe(200);
    const plan = await launchedPlan(s, p, { name: "План для дайджеста", members: ["employee"] });
    await composeAndSend(s, p.tokens.employee, plan.tasks.employee);
    // The manager's rework is for the employee (type 14, group employee), who chose a daily digest.
    expect((await api(s)(p.tokens.manager, `/tasks/${plan.tasks.employee}/transitions`, "POST", { type: "task.rework", comment: "Доработать" })).status).toBe(200);
    const now = s.clock.now();
    expect(await runDigest(s.db, ctx, now)).toBe(0);
    const tomorrow = new Date(now.getTime() + 25 * 3600_000);
    expect(await runDigest(s.db, ctx, tomorrow)).toBe(1);
    const mails = await s.db.query("select user_id, type from mail_outbox where type = 'notificationDigest'");
    expect(mails).toEqual([{ user_id: p.ids.employee, type: "notificationDigest" }]);
    expect(await runDigest(s.db, ctx, tomorrow)).toBe(0);
    const before = inbox.length;
    expect((await runMailOutbox({ db: s.db, keys, config: s.config }, tomorrow)).sent).toBeGreaterThanOrEqual(1);
    const sent = inbox.slice(before).find((m) => m.to.includes("employee@demo.local"));
    expect(sent).toBeDefined();
  });

  it("mails nothing that was read in the app", async () => {
    const keys = await loadKeys(s.db, s.config);
    const put = await s.request(`${N}/notificationPreferences/mine`, { method: "PUT", token: p.tokens.manager, body: { groups: [{ group: "manager", mode: "instant" }] } });
    expect(put.status).toBe(200);
    const plan = await launchedPlan(s, p, { name: "Прочитанный план", members: ["employee"] });
    await composeAndSend(s, p.tokens.employee, plan.tasks.employee);
    expect((await s.request(`${N}/notifications/readAllNotifications`, { method: "PUT", token: p.tokens.manager })).status).toBe(204);
    expect(await runDigest(s.db, { config: s.config, keys }, s.clock.now())).toBe(0);
    await composeAndSend(s, p.tokens.employee, (await launchedPlan(s, p, { name: "Новый план", members: ["employee"] })).tasks.employee);
    expect(await runDigest(s.db, { config: s.config, keys }, s.clock.now())).toBe(1);
  });
});

/** Reads server-sent events from a stream until `want` arrives or `ms` pass; resolves with the events seen. */
const readEvents = async (body: ReadableStream<Uint8Array>, want: string, ms: number) => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  while (!text.includes(`event: ${want}`) && Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now())))]);
    if (!next || next.done) break;
    text += decoder.decode(next.value);
  }
  reader.releaseLock();
  return [...text.matchAll(/event: (\w+)/g)].map((m) => m[1]);
};

describe("the live stream", () => {
  it("tells the recipient at once, and nobody else", async () => {
    const open = (token?: string) =>
      fetch(`${s.base}${N}/notifications/stream`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await open()).status).toBe(401);
    const manager = await open(p.tokens.manager);
    expect(manager.headers.get("content-type")).toContain("text/event-stream");
    const nw = await open(p.nwAdmin);
    expect(await readEvents(manager.body!, "ready", 5000)).toEqual(["ready"]);
    expect(await readEvents(nw.body!, "ready", 5000)).toEqual(["ready"]);
    const plan = await launchedPlan(s, p, { name: "Живой план", members: ["employee"] });
    await composeAndSend(s, p.tokens.employee, plan.tasks.employee);
    expect(await readEvents(manager.body!, "notifications", 5000)).toContain("notifications");
    expect(await readEvents(nw.body!, "notifications", 500)).toEqual([]);
    await manager.body!.cancel();
    await nw.body!.cancel();
  });
});

/** Reads a stream's text until the server ends it or `ms` pass: what came, and whether it ended. */
const tail = async (body: ReadableStream<Uint8Array>, ms: number) => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now())))]);
    if (!next) break;
    if (next.done) {
      ended = true;
      break;
    }
    text += decoder.decode(next.value);
  }
  reader.releaseLock();
  return { text, ended };
};
const closedFor = (reason: string) => ({ text: expect.stringContaining(`event: closed\ndata: {"reason":"${reason}"}`), ended: true });
const stillOpen = { text: expect.not.stringContaining("event: closed"), ended: false };

describe("a stream lives no longer than its session, and a person holds a bounded number", () => {
  const PERSON = "itmanager@demo.local";
  const opened = async (token: string) => {
    const r = await fetch(`${s.base}${N}/notifications/stream`, { headers: { authorization: `Bearer ${token}` } });
    expect(r.status).toBe(200);
    expect(await readEvents(r.body!, "ready", 5000)).toEqual(["ready"]);
    return r.body!;
  };
  const sessionOf = async (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")).sid as number;
  const personId = async () => (await s.db.query<{ id: number }>("select id from users where email = $1", [PERSON]))[0].id;

  it("ends at logout; the same person's other session keeps its stream", async () => {
    const [a, b] = [await s.login(PERSON), await s.login(PERSON)];
    const [streamA, streamB] = [await opened(a.token), await opened(b.token)];
    expect((await s.request("/api/logout", { token: a.token })).status).toBe(204);
    expect(await tail(streamA, 5000)).toEqual(closedFor("sessionEnded"));
    expect(await tail(streamB, 300)).toEqual(stillOpen);
    await streamB.cancel();
  });

  it("ends when the session is revoked (a refresh token used again ends it)", async () => {
    const session = await s.login(PERSON);
    const stream = await opened(session.token);
    const refresh = (cookie: string) => s.request("/api/userAuthTokens/refresh", { method: "POST", cookie: `stride_refresh=${cookie}` });
    expect((await refresh(session.refresh)).status).toBe(200);
    s.clock.advance((s.config.refreshGraceSeconds + 1) * 1000);
    expect((await refresh(session.refresh)).body.detail).toBe("refresh token reused: session ended");
    expect(await tail(stream, 5000)).toEqual(closedFor("sessionEnded"));
  });

  it("ends when the person is blocked, every session's stream, and opening one is refused", async () => {
    const id = await personId();
    const [a, b] = [await s.login(PERSON), await s.login(PERSON)];
    const [streamA, streamB] = [await opened(a.token), await opened(b.token)];
    const status = (operation: string) => s.request("/api/userStatus", { token: p.tokens.admin, body: { user_id: id, operation } });
    expect((await status("block")).status).toBe(200);
    expect(await tail(streamA, 5000)).toEqual(closedFor("sessionEnded"));
    expect(await tail(streamB, 5000)).toEqual(closedFor("sessionEnded"));
    expect((await fetch(`${s.base}${N}/notifications/stream`, { headers: { authorization: `Bearer ${a.token}` } })).status).toBe(403);
    expect((await status("activate")).status).toBe(200);
    expect(openStreams(s.db.scope, id)).toBe(0);
  });

  it("ends when another server process ends the session and says so in a cache note", async () => {
    const session = await s.login(PERSON);
    const stream = await opened(session.token);
    const sid = await sessionOf(session.token);
    // What another process's logout leaves: the row ended there, then its note after the commit.
    await s.db.query("update sessions set ended_at = now() where id = $1", [sid]);
    expect(await tail(stream, 300)).toEqual(stillOpen);
    applyCacheNotes(s.db.scope, "this-process", `other-process [${JSON.stringify(["session", sid])}]`);
    expect(await tail(stream, 5000)).toEqual(closedFor("sessionEnded"));
  });

  it(`holds at most ${MAX_STREAMS_PER_PERSON} streams of a person: the next closes the oldest, which is no longer told`, async () => {
    const id = await personId();
    const { token } = await s.login(PERSON);
    const streams: ReadableStream<Uint8Array>[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_PERSON; i++) streams.push(await opened(token));
    expect(openStreams(s.db.scope, id)).toBe(MAX_STREAMS_PER_PERSON);
    streams.push(await opened(token));
    expect(await tail(streams[0], 5000)).toEqual(closedFor("superseded"));
    expect(openStreams(s.db.scope, id)).toBe(MAX_STREAMS_PER_PERSON);
    expect(await tail(streams[1], 300)).toEqual(stillOpen);
    for (const open of streams.slice(1)) await open.cancel();
    const deadline = Date.now() + 5000;
    while (openStreams(s.db.scope, id) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(openStreams(s.db.scope, id)).toBe(0);
  });
});
