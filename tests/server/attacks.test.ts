import { describe, expect, it } from "vitest";
import { eventCount, type TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

// The attacks of issue 13, each replayed against the running server.
let s: TestServer;
let admin: string;
let nwAdmin: string;
withSignedIn(["admin", "nwAdmin"], (env) => ({ s, admin, nwAdmin } = env));

const fields = (values: Record<string, unknown>) => Object.entries(values).map(([name, value]) => ({ schema: { name }, data: { value } }));

describe("a client administrator's pattern (ReDoS)", () => {
  it("runs ^(a+)+$ in linear time: the smart-form save answers within 100 ms", async () => {
    const form = (await s.request("/api/manageForms", { token: nwAdmin, body: { name: "Evil form", manage_form_entity_id: 3 } })).body.id;
    const add = (body: Record<string, unknown>) =>
      s.request("/api/manageFormFields", { token: nwAdmin, body: { smart_form_id: form, type: "string", form_component: "textfield", ...body } });
    for (const b of [
      { name: "email", title: "E-mail", required: true, additional_settings: '{"rules":{"email":true}}' },
      { name: "first_name", title: "Имя", required: true }, { name: "last_name", title: "Фамилия", required: true },
      { name: "code", title: "Code", additional_settings: '{"rules":{"regex":"^(a+)+$"}}' },
    ]) expect((await add(b)).status).toBe(200);
    const save = (code: string) => s.request("/api/smartForm", {
      token: nwAdmin, body: { manage_form_entity_id: 3, fields: fields({ email: "evil@northwind.local", first_name: "a", last_name: "b", code }) },
    });
    await save("warm-up!");
    const started = performance.now();
    const bad = await save(`${"a".repeat(29)}!`);
    const took = performance.now() - started;
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ path: "fields.code", message: "The value has a wrong format" }]);
    expect(took).toBeLessThan(100);
    // A much longer value stays fast too (a backtracking engine would need longer than the age of the universe).
    const long = performance.now();
    expect((await save(`${"a".repeat(5000)}!`)).status).toBe(400);
    expect(performance.now() - long).toBeLessThan(100);
  });

  it("refuses at save a pattern the linear-time engine cannot run (backreference, lookahead), writing nothing", async () => {
    const form = (await s.request("/api/manageForms", { token: nwAdmin, body: { name: "Lookahead form", manage_form_entity_id: 4 } })).body.id;
    const before = await eventCount(s.db);
    for (const [key, body] of [
      ["payload.additional_settings", { additional_settings: '{"rules":{"regex":"^(a)\\\\1$"}}' }],
      ["payload.additional_settings", { additional_settings: '{"rules":{"regex":"(?=a)b"}}' }],
      ["payload.regex", { regex: "(?<!x)y" }],
    ] as const) {
      const r = await s.request("/api/manageFormFields", {
        token: nwAdmin, body: { smart_form_id: form, name: "code", title: "Code", type: "string", form_component: "textfield", ...body },
      });
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual([{ path: key, message: "catalogue.field.unsafePattern" }]);
    }
    expect(await eventCount(s.db)).toBe(before);
  });
});
