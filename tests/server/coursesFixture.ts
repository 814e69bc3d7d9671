// The courses' API tests share one set-up: a server with the demo, the people they act as (tokens in `t`, user ids in
// `ids`: admin, employee and manager of the demo client, adminNW of the other), a call helper, the refusal check and
// a blank course payload. Call `coursesServer()` at a test file's top level: it registers the file's beforeAll and
// afterAll.
import { afterAll, beforeAll } from "vitest";
import { refusedWritingNothing, startServer, type TestServer } from "./harness.js";

/** A course's editable fields, empty: tests spread it and set the title and what they need. */
export const blankCourse = {
  description: "", cover_file_id: null, category_id: null, level: "", format: "", average_minutes: null, deadline_days: null,
  admin_ids: [], tag_ids: [], catalog_ids: [],
};

const PEOPLE = ["admin@demo.local", "employee@demo.local", "manager@demo.local", "admin@northwind.local"];

export const coursesServer = () => {
  const h = { s: undefined as unknown as TestServer, t: {} as Record<string, string>, ids: {} as Record<string, number> };
  beforeAll(async () => {
    h.s = await startServer();
    for (const who of PEOPLE) {
      const key = who.split("@")[0] + (who.includes("north") ? "NW" : "");
      h.t[key] = (await h.s.login(who)).token;
      h.ids[key] = (await h.s.db.query<{ id: number }>("select id from users where email = $1", [who]))[0].id;
    }
  }, 300_000);
  afterAll(() => h.s?.close());
  const call = (token: string, path: string, method = "GET", body?: unknown) => h.s.request(`/api${path}`, { token, method, body });
  return { h, t: h.t, ids: h.ids, call, refused: refusedWritingNothing(() => h.s.db) };
};
