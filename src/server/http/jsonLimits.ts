import { Effect } from "effect";
import { HttpServerRequest, HttpServerResponse } from "effect/http";
import { Messages } from "../../../services/contract/errors.js";
import { limitsFor, overLimit } from "./arrayLimits.js";

/**
 * Ceilings on the shape of any JSON body, checked on the parsed body before the contract's schema decodes it.
 * Decoding walks every element (and with `errors: "all"` collects an issue per bad element): 450,000 items held
 * the event loop for seconds. Each contract array also declares its own, smaller maximum; these ceilings bound
 * the work done before that check can run. The largest array the contract takes is 10,000 ids.
 */
export const MAX_ARRAY_ITEMS = 10_000;
/** Values (objects, arrays, scalars) in one body: 10,000 ids, or a dictionary of 5,000 items, fit. */
export const MAX_JSON_VALUES = 25_000;
/** Nesting of arrays and objects. */
export const MAX_JSON_DEPTH = 32;

type Node = { readonly value: unknown; readonly depth: number; readonly parent: Node | null; readonly key: string | number };

const pathOf = (node: Node) => {
  const keys: (string | number)[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
  return ["payload", ...keys.reverse()].join(".");
};

/** The first ceiling a parsed body breaks, as a field error, or null. Iterative: a deep body cannot overflow the stack. */
export const jsonShapeProblem = (body: unknown): { path: string; message: string } | null => {
  const stack: Node[] = [{ value: body, depth: 0, parent: null, key: "" }];
  let values = 0;
  while (stack.length) {
    const node = stack.pop()!;
    const { value, depth } = node;
    if (++values > MAX_JSON_VALUES) return { path: "payload", message: Messages.tooManyItems };
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return { path: pathOf(node), message: Messages.tooDeep };
    if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY_ITEMS) return { path: pathOf(node), message: Messages.tooManyItems };
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1, parent: node, key: i });
    } else {
      for (const key in value) stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, parent: node, key });
    }
  }
  return null;
};

const declaredProblem = (request: HttpServerRequest.HttpServerRequest, body: unknown) => {
  const limits = limitsFor(request.method, request.url);
  const path = limits ? overLimit(body, limits, "payload") : null;
  return path ? { path, message: Messages.tooManyItems } : null;
};

const hasJsonBody = (request: HttpServerRequest.HttpServerRequest) =>
  request.method !== "GET" && request.method !== "HEAD" && (request.headers["content-type"] ?? "").includes("json");

/**
 * Server middleware: refuses a JSON body over the ceilings above with 400 `Invalid` naming the array, cheaply and
 * before any decoding. A body that cannot be read or parsed goes on to the route, which answers it (413, 400).
 */
export const jsonShapeGuard = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  // Most requests carry no JSON body: they pass straight on, without a generator's allocations.
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => (hasJsonBody(request) ? guarded(request, app) : app));

const guarded = <E, R>(request: HttpServerRequest.HttpServerRequest, app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const text = yield* Effect.option(request.text);
    if (text._tag === "None" || text.value === "") return yield* app;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.value);
    } catch {
      return yield* app;
    }
    const problem = declaredProblem(request, parsed) ?? jsonShapeProblem(parsed);
    if (!problem) return yield* app;
    return HttpServerResponse.jsonUnsafe(
      { _tag: "Invalid", message: Messages.invalid, fields: [problem], detail: "body over the shape limits" },
      { status: 400 },
    );
  });
