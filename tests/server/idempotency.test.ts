import { describe, expect, it } from "vitest";
import { type SignedIn, withSignedIn } from "./signedInFixture.js";

// A retried create (the same Idempotency-Key) answers the first result and writes nothing more.
let env: SignedIn<"admin" | "employee" | "nwAdmin">;
withSignedIn(["admin", "employee", "nwAdmin"], (e) => {
  env = e;
});

const createTag = (value: string, key: string | undefined, token = env.admin) =>
  env.s.request("/api/tags", { token, body: { value }, headers: key === undefined ? {} : { "idempotency-key": key } });
const count = async (value: string) =>
  Number((await env.s.db.query<{ n: number }>("select count(*)::int as n from catalogue_items where data->>'value' = $1", [value]))[0].n);
const events = async () => Number((await env.s.db.query<{ n: number }>("select count(*)::int as n from events"))[0].n);

describe("Idempotency-Key", () => {
  it("answers a retry with the first answer and writes nothing", async () => {
    const first = await createTag("retried", "key-retried-0001");
    expect(first.status).toBe(200);
    const before = await events();
    const again = await createTag("retried", "key-retried-0001");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await events()).toBe(before);
    expect(await count("retried")).toBe(1);
  });

  it("runs once when the same request races itself", async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => createTag("raced", "key-raced-00001")));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await count("raced")).toBe(1);
  });

  it("refuses a key reused for another body, writing nothing", async () => {
    expect((await createTag("first body", "key-reused-0001")).status).toBe(200);
    const before = await events();
    const other = await createTag("second body", "key-reused-0001");
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("errors.idempotencyKey.reused");
    expect(await events()).toBe(before);
    expect(await count("second body")).toBe(0);
  });

  it("keeps keys per person: another user's same key runs their own request", async () => {
    expect((await createTag("per person", "key-person-0001")).status).toBe(200);
    const theirs = await createTag("per person", "key-person-0001", env.nwAdmin);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
  });

  it("does not keep a refusal: the key is free again once the refusal is fixed", async () => {
    expect((await createTag("", "key-refused-001")).status).toBe(400);
    expect((await createTag("fixed", "key-refused-001")).status).toBe(200);
    expect(await count("fixed")).toBe(1);
    // A refusal by role keeps nothing either.
    expect((await createTag("nope", "key-employee-01", env.employee)).status).toBe(403);
  });

  it("frees a key whose first request never answered (its process died): the retry runs", async () => {
    const [{ id: userId, client_id: clientId }] = await env.s.db.query<{ id: number; client_id: number }>(
      "select id, client_id from users where email = 'admin@demo.local'");
    await env.s.db.query(
      "insert into idempotency_keys (client_id, user_id, key, fingerprint, created_at) values ($1, $2, 'key-abandoned-1', 'x', now() - interval '5 minutes')",
      [clientId, userId]);
    const retried = await createTag("abandoned", "key-abandoned-1");
    expect(retried.status).toBe(200);
    expect(await count("abandoned")).toBe(1);
  });

  it("refuses a malformed key with 400", async () => {
    const r = await createTag("short key", "abc");
    expect(r.status).toBe(400);
    expect(r.body.fields[0].path).toBe("headers.idempotency-key");
    expect(await count("short key")).toBe(0);
  });

  it("leaves requests without a key alone: each one runs", async () => {
    expect((await createTag("no key", undefined)).status).toBe(200);
    const second = await createTag("no key 2", undefined);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(await count("no key 2")).toBe(1);
  });
});
