import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Effect, Schema } from "effect";
import * as Arbitrary from "effect/Arbitrary";
import { HttpApi } from "effect/http-api";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Api } from "../../services/contract/api.js";
import { fuzzInputs } from "./fuzzFixture.js";
import { idFieldsOf, type Kind, kindOf, makeVictims, objectsOf, rowOf, setField } from "./fuzzTargets.js";
import type { TestServer } from "./harness.js";
import { withSignedIn } from "./signedInFixture.js";

/**
 * Every operation of the contract, fed values generated from its own schemas (effect's `Arbitrary.schema`) and the
 * same values with one field mutated (fast-check), as an administrator and as an employee. No answer may be a
 * 5xx, take a second or more, or be larger than 100 × the request; requests are tiny (a GET is its URL), so the
 * bound has a floor of 256 KB, a full page of the largest list the demo data holds. Fixed seeds and bounded
 * counts keep the run reproducible and under a minute. Then every operation that takes an id is sent once more
 * by the other client's administrator, each id aimed at a real object of the demo client (fuzzTargets.ts): no
 * 5xx, nothing of the object in the answer, nothing written to the demo client.
 */
const SEED = 20261125;
const SAMPLES = 3;
const MUTATIONS = 3;
const SIZE_FLOOR = 256 * 1024;
/**
 * Logging out would end the shared sessions for the other operations; the notification stream stays open by design
 * (it has no input but the session; tests/server/notificationsLive.test.ts covers it).
 */
const SKIPPED = new Set(["GET /api/logout", "GET /api/notifications/notifications/stream"]);

let s: TestServer;
let admin: string;
let employee: string;
let nwAdmin: string;
// A data directory: the aimed requests need a library file and a SCORM package of the demo client.
withSignedIn(["admin", "employee", "nwAdmin"], (env) => ({ s, admin, employee, nwAdmin } = env),
  async () => ({ dataDir: await mkdtemp(path.join(tmpdir(), "stride-fuzz-")) }));

interface Operation {
  readonly group: string;
  readonly method: string;
  readonly path: string;
  readonly params?: Schema.Top;
  readonly query?: Schema.Top;
  readonly payload?: Schema.Top;
}

const operations = (): Operation[] => {
  const out: Operation[] = [];
  HttpApi.reflect(Api, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint }) => {
      const json = [...endpoint.payload.values()].find((p) => p.encoding._tag === "Json");
      out.push({
        group: group.identifier, method: endpoint.method, path: endpoint.path, params: endpoint.params, query: endpoint.query, payload: json?.schemas[0],
      });
    },
  });
  return out.filter((o) => !SKIPPED.has(`${o.method} ${o.path}`));
};

/** Encoded samples of a schema (what a client sends), or fallbacks when the schema cannot be sampled. */
const samples = (schema: Schema.Top | undefined, count: number, seed: number): unknown[] => {
  if (!schema) return Array(count).fill(undefined);
  try {
    const values = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema as any), { count, seed }));
    return values.map((v) => {
      try {
        return Schema.encodeUnknownSync(schema as any)(v);
      } catch {
        return v;
      }
    });
  } catch {
    return fc.sample(fc.jsonValue({ maxDepth: 2 }), { numRuns: count, seed });
  }
};

const { value } = fuzzInputs(["id"], ["\u0000", "\ud800", 2 ** 31, -1, 1e300, "' or 1=1 --", "", [], {}, null]);
/** The sample with one top-level field (or the whole body) replaced by a random value. */
const mutate = (body: unknown, seed: number): unknown =>
  fc.sample(
    fc.tuple(fc.nat(), value).map(([pick, v]) => {
      if (body === null || typeof body !== "object" || Array.isArray(body)) return v;
      const keys = Object.keys(body);
      return keys.length ? { ...body, [keys[pick % keys.length]]: v } : v;
    }),
    { numRuns: 1, seed },
  )[0];

const urlOf = (op: Operation, params: unknown, query: unknown) => {
  const p = (params ?? {}) as Record<string, unknown>;
  // A lone surrogate cannot be put in an address (encodeURIComponent throws; a browser sends U+FFFD instead, as
  // URLSearchParams does for the query): the string path parameters (SCORM's package ids) get the same here.
  const segment = (v: unknown) => encodeURIComponent(String(v ?? 1).replace(/[\uD800-\uDFFF]/gu, "\uFFFD"));
  const path = op.path.replace(/:([A-Za-z_]\w*)\??/g, (_, name) => segment(p[name]));
  const q = new URLSearchParams();
  if (query && typeof query === "object") {
    for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) if (one !== undefined) q.append(k, String(one));
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
};

const send = async (op: Operation, url: string, body: unknown, token: string) => {
  const rawBody = op.method === "GET" || op.method === "DELETE" && body === undefined ? undefined : JSON.stringify(body ?? {});
  const requestBytes = op.method.length + url.length + (rawBody?.length ?? 0);
  const started = performance.now();
  const res = await fetch(s.base + url, {
    method: op.method, body: rawBody, signal: AbortSignal.timeout(5000),
    headers: { authorization: `Bearer ${token}`, ...(rawBody === undefined ? {} : { "content-type": "application/json" }) },
  });
  const answer = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, ms: performance.now() - started, bytes: answer.byteLength, requestBytes, text: new TextDecoder().decode(answer) };
};

describe("every contract operation, fuzzed from its schemas", () => {
  it("answers no 5xx, within a second, and no larger than 100 × the request", { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const [i, op] of operations().entries()) {
      const seed = SEED + i;
      const bodies = samples(op.payload, SAMPLES, seed);
      const params = samples(op.params, SAMPLES, seed);
      const queries = samples(op.query, SAMPLES, seed);
      const cases = [
        ...bodies.map((b, k) => ({ body: b, params: params[k], query: queries[k] })),
        ...Array.from({ length: op.payload ? MUTATIONS : 0 }, (_, k) => ({ body: mutate(bodies[k % SAMPLES], seed + k), params: params[0], query: queries[0] })),
      ];
      for (const [k, c] of cases.entries()) {
        const url = urlOf(op, c.params, c.query);
        const r = await send(op, url, c.body, k % 2 ? employee : admin);
        sent++;
        const label = `${op.method} ${url} ${JSON.stringify(c.body)?.slice(0, 200)}`;
        if (r.status >= 500) problems.push(`${r.status}: ${label}`);
        if (r.ms >= 1000) problems.push(`${Math.round(r.ms)} ms: ${label}`);
        if (r.bytes > Math.max(100 * r.requestBytes, SIZE_FLOOR)) problems.push(`${r.bytes} bytes for ${r.requestBytes}: ${label}`);
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });
});

/** The client whose objects the other client's administrator aims at: the demo, which the seed fills. */
const VICTIM = 1;
/** Path parameters that pick what an id means: the replay is aimed at a person's profile stream. */
const FIXED_PARAMS: Record<string, Record<string, string>> = { replay: { type: "user" } };

describe("every operation that takes an id, aimed at a real object of another client", () => {
  it("answers no 5xx, shows nothing of the object and writes nothing to its client", { timeout: 300_000 }, async () => {
    await makeVictims(s, admin);
    const victims = await objectsOf(s.db, VICTIM);
    // A text that the other clients' people also hold (a shared city or name) in an answer proves no leak.
    const ownText = (await s.db.query<{ t: string }>("select string_agg(to_jsonb(u)::text, ' ') as t from users u where client_id <> $1", [VICTIM]))[0].t;
    const unknown: string[] = [];
    const unaimed: string[] = [];
    const problems: string[] = [];
    let aimedCount = 0;
    for (const [i, op] of operations().entries()) {
      const label = `${op.group} ${op.method} ${op.path}`;
      const parts = { params: idFieldsOf(op.params), query: idFieldsOf(op.query), body: idFieldsOf(op.payload) };
      const all = Object.entries(parts).flatMap(([part, fields]) => fields.map((field) => ({ part, field, kind: kindOf(op.group, op.path, field) })));
      if (!all.length) continue;
      for (const a of all) if (a.kind === undefined) unknown.push(`${label} ${a.part}.${a.field}`);
      const real = all.filter((a): a is typeof a & { kind: Kind } => !!a.kind && victims.has(a.kind));
      if (!real.length) {
        if (all.some((a) => a.kind)) unaimed.push(`${label}: no object of ${all.filter((a) => a.kind).map((a) => a.kind).join(", ")}`);
        continue;
      }
      const seed = SEED + 7919 + i;
      const request = {
        params: { ...((samples(op.params, 1, seed)[0] as object) ?? {}), ...FIXED_PARAMS[op.group] } as Record<string, unknown>,
        query: ((samples(op.query, 1, seed)[0] as object) ?? {}) as Record<string, unknown>,
        body: samples(op.payload, 1, seed)[0] ?? {},
      };
      const aimed = real.filter((a) => setField(request[a.part as keyof typeof request], a.field, victims.get(a.kind)!.id));
      if (!aimed.length) {
        unaimed.push(`${label}: ${real.map((a) => a.field).join(", ")} not in the sample`);
        continue;
      }
      aimedCount++;
      const [{ at }] = await s.db.query<{ at: string }>("select coalesce(max(position), 0)::text as at from events");
      const url = urlOf(op, request.params, request.query);
      const r = await send(op, url, op.payload ? request.body : undefined, nwAdmin);
      const what = `${label} → ${url} ${JSON.stringify(request.body)?.slice(0, 160)}: ${r.status}`;
      if (r.status >= 500) problems.push(`5xx: ${what}`);
      if (r.status === 401) problems.push(`signed the attacker out: ${what}`);
      const [{ n }] = await s.db.query<{ n: number }>("select count(*)::int as n from events where position > $1 and client_id = $2", [at, VICTIM]);
      if (n > 0) problems.push(`wrote ${n} events to the other client: ${what}`);
      for (const a of aimed) {
        const victim = victims.get(a.kind)!;
        if ((await rowOf(s.db, a.kind, victim.id)) !== victim.row) problems.push(`changed ${a.kind} ${victim.id}: ${what}`);
        // The id the request sent may come back in a refusal's detail: that is not the object.
        const leaked = victim.texts.filter((t) => r.text.includes(t) && !ownText.includes(t) && !what.includes(t));
        if (leaked.length) problems.push(`shows ${a.kind} ${JSON.stringify(leaked)}: ${what} ${r.text.slice(0, 200)}`);
      }
    }
    expect({ unknown, unaimed, problems }).toEqual({ unknown: [], unaimed: [], problems: [] });
    expect(aimedCount).toBeGreaterThan(200);
    expect((await s.request("/api/getSessionData", { token: nwAdmin })).status).toBe(200);
  });
});
