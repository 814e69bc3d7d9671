// An upload's Idempotency-Key covers its bytes (http/idempotency.ts, http/uploadDigest.ts): the same key on the same
// file answers the first answer and stores nothing more; on another file it is 409 and the second file is not
// taken for the first (before, the fingerprint named the call alone, and the second upload was answered the first
// one's result, its file dropped).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCount } from "./harness.js";
import { type LibraryEnv, PDF, startLibrary } from "./libraryFixture.js";

let env: LibraryEnv;
beforeAll(async () => {
  env = await startLibrary();
}, 300_000);
afterAll(() => env?.close());

/** A library upload of one file with an Idempotency-Key. */
const uploadWithKey = async (key: string, name: string, bytes: string) => {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
  const res = await fetch(`${env.server.base}/api/fileStorageUploader`, {
    method: "POST", body: form, headers: { authorization: `Bearer ${env.admin}`, "idempotency-key": key },
  });
  const text = await res.text();
  return { status: res.status, replayed: res.headers.get("idempotent-replayed"), body: JSON.parse(text) };
};
const filesNamed = async (name: string) =>
  (await env.server.db.query<{ id: number; size: number }>("select id, size::int as size from library_files where display_name = $1 order by id", [name]));

const OTHER = PDF.replace("1 0 obj", "2 0 obj"); // the same length, other bytes

describe("Idempotency-Key on an upload", () => {
  it("answers the same file again with the first answer, and refuses another file under the key with 409, storing nothing", async () => {
    const first = await uploadWithKey("key-upload-0001", "same.pdf", PDF);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.replayed).toBeNull();
    const before = await eventCount(env.server.db);

    const other = await uploadWithKey("key-upload-0001", "same.pdf", OTHER);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("errors.idempotencyKey.reused");

    const again = await uploadWithKey("key-upload-0001", "same.pdf", PDF);
    expect(again.status).toBe(200);
    expect(again.replayed).toBe("true");
    expect(again.body).toEqual(first.body);

    expect(await eventCount(env.server.db)).toBe(before);
    expect(await filesNamed("same.pdf")).toEqual([{ id: first.body[0].id, size: PDF.length }]);
    // The other file under a key of its own is a new upload.
    const own = await uploadWithKey("key-upload-0002", "same.pdf", OTHER);
    expect(own.status).toBe(200);
    expect(own.replayed).toBeNull();
    expect((await filesNamed("same.pdf")).map((f) => f.id)).toEqual([first.body[0].id, own.body[0].id]);
  });

  it("stores one file when the same upload races itself under one key", async () => {
    const replies = await Promise.all(Array.from({ length: 4 }, () => uploadWithKey("key-upload-race1", "raced.pdf", PDF)));
    const answered = replies.filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    // A retry waits 3 s for the first; on a slow machine it may be told that the first is still running.
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.body.message).toBe("errors.idempotencyKey.inProgress");
    expect(new Set(answered.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await filesNamed("raced.pdf")).toHaveLength(1);
  });

  it("frees the key of a refused upload: the corrected upload under it runs", async () => {
    const empty = new FormData();
    const refused = await fetch(`${env.server.base}/api/fileStorageUploader`, {
      method: "POST", body: empty, headers: { authorization: `Bearer ${env.admin}`, "idempotency-key": "key-upload-fixed1" },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const fixed = await uploadWithKey("key-upload-fixed1", "fixed.pdf", PDF);
    expect(fixed.status).toBe(200);
    expect(await filesNamed("fixed.pdf")).toHaveLength(1);
  });
});
