import { Effect, Fiber } from "effect";
import { HttpClient, HttpClientRequest } from "effect/http";
import { describe, expect, it } from "vitest";
import { answered, withIdempotencyKey } from "../../services/client/idempotency.js";
import { transformClient } from "../../services/client/runtime.js";

const post = (body: unknown, url = "/api/tags") => HttpClientRequest.bodyJsonUnsafe(HttpClientRequest.post(url), body);
const keyOf = (r: HttpClientRequest.HttpClientRequest) => r.headers["idempotency-key"];

describe("browser idempotency keys", () => {
  it("gives a POST a key, and a GET none", () => {
    expect(keyOf(withIdempotencyKey(post({ value: "a" })))).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(withIdempotencyKey(HttpClientRequest.get("/api/tags")))).toBeUndefined();
  });

  it("reuses the key of an unanswered identical request, so a resend after a lost answer is one create", () => {
    const first = withIdempotencyKey(post({ value: "lost" }));
    const resend = withIdempotencyKey(post({ value: "lost" }));
    expect(keyOf(resend)).toBe(keyOf(first));
    expect(keyOf(withIdempotencyKey(post({ value: "other" })))).not.toBe(keyOf(first));
    expect(keyOf(withIdempotencyKey(post({ value: "lost" }, "/api/organizations")))).not.toBe(keyOf(first));
  });

  it("gives a new key once the first request was answered: sending the same again is a new request", () => {
    const first = withIdempotencyKey(post({ value: "answered" }));
    answered(first);
    expect(keyOf(withIdempotencyKey(post({ value: "answered" })))).not.toBe(keyOf(first));
  });

  it("gives a new key once a request was given up: a cancelled read's resend is a new request, not the first one again", async () => {
    // The browser's client over a server that never answers: a list read cancelled by its query (a newer fetch of the
    // same list), then the same read again. With the first key the server answered 409 "still running" (a course's
    // assignments after a save, coursesAdmin.spec under load) or the first request's stored, older answer.
    const sent: string[] = [];
    const client = transformClient(HttpClient.make((request) => {
      sent.push(keyOf(request) ?? "");
      return Effect.never;
    }));
    const read = () => client.execute(post({ route: "users", params: { limit: 30 } }, "http://localhost/api/virginSearch"));
    const first = Effect.runFork(read());
    await Effect.runPromise(Effect.yieldNow);
    await Effect.runPromise(Fiber.interrupt(first));
    const second = Effect.runFork(read());
    await Effect.runPromise(Effect.yieldNow);
    await Effect.runPromise(Fiber.interrupt(second));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[1]).not.toBe(sent[0]);
  });
});
