import { HttpClientRequest } from "effect/http";
import { describe, expect, it } from "vitest";
import { answered, withIdempotencyKey } from "../../services/client/idempotency.js";

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
});
