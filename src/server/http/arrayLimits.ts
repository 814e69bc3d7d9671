import { HttpApi, type HttpApiEndpoint } from "effect/http-api";
import { Api } from "../../../services/contract/api.js";

/**
 * The maximum lengths the contract declares on the arrays of each JSON payload (`Schema.Array(...).check(
 * Schema.isMaxLength(n))`), as a tree that the server checks on the parsed body before decoding it. The schema
 * itself checks a length only after decoding every element (450,000 items cost seconds); this check costs one
 * look per array.
 */
export interface Limits {
  /** The array's maximum length, when this value is an array with one. */
  readonly max?: number;
  readonly items?: Limits;
  readonly props?: ReadonlyMap<string, Limits>;
}

const maxOf = (checks: readonly any[] | undefined) => {
  let max: number | undefined;
  for (const c of checks ?? []) {
    const n = c?.annotations?.arbitraryConstraint?.maxLength;
    if (typeof n === "number") max = max === undefined ? n : Math.min(max, n);
  }
  return max;
};

/** Two alternatives of a union: the looser limit of each (either shape may be sent). */
const merge = (a: Limits | null, b: Limits | null): Limits | null => {
  if (!a || !b) return a ?? b;
  const props = new Map(a.props ?? []);
  for (const [k, v] of b.props ?? []) props.set(k, merge(props.get(k) ?? null, v) ?? {});
  const max = a.max === undefined || b.max === undefined ? undefined : Math.max(a.max, b.max);
  return { max, items: merge(a.items ?? null, b.items ?? null) ?? undefined, props };
};

/** The limit tree of a schema's AST; null when nothing under it declares a maximum. */
export const limitsOf = (ast: any, depth = 0): Limits | null => {
  if (!ast || depth > 24) return null;
  switch (ast._tag) {
    case "Arrays": {
      const items = [...(ast.rest ?? []), ...(ast.elements ?? [])].reduce<Limits | null>((l, e) => merge(l, limitsOf(e, depth + 1)), null);
      const max = maxOf(ast.checks);
      return max === undefined && !items ? null : { max, items: items ?? undefined };
    }
    case "Objects": {
      const props = new Map<string, Limits>();
      for (const p of ast.propertySignatures ?? []) {
        const l = limitsOf(p.type, depth + 1);
        if (l) props.set(String(p.name), l);
      }
      return props.size ? { props } : null;
    }
    case "Union":
      return (ast.types ?? []).reduce((l: Limits | null, t: any) => merge(l, limitsOf(t, depth + 1)), null);
    case "Declaration":
      // A Schema.Class: its fields are on the encoded side.
      return limitsOf(ast.encoding?.[ast.encoding.length - 1]?.to, depth + 1);
    default:
      return null;
  }
};

/** The first array of a parsed body longer than the contract allows: its path, or null. */
export const overLimit = (value: unknown, limits: Limits, path: string): string | null => {
  if (Array.isArray(value)) {
    if (limits.max !== undefined && value.length > limits.max) return path;
    if (limits.items) for (let i = 0; i < value.length; i++) {
      const bad = overLimit(value[i], limits.items, `${path}.${i}`);
      if (bad) return bad;
    }
    return null;
  }
  if (value === null || typeof value !== "object" || !limits.props) return null;
  for (const [key, l] of limits.props) {
    const bad = overLimit((value as Record<string, unknown>)[key], l, `${path}.${key}`);
    if (bad) return bad;
  }
  return null;
};

interface Route {
  readonly method: string;
  readonly pattern: RegExp;
  readonly limits: Limits;
}

const toPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_][A-Za-z0-9_]*\??/g, "[^/]+")}$`);

let routes: readonly Route[] | undefined;
/** Endpoints whose JSON payload declares array limits (built once from the contract). */
const payloadRoutes = (): readonly Route[] => {
  if (routes) return routes;
  const found: Route[] = [];
  HttpApi.reflect(Api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }: { endpoint: HttpApiEndpoint.Top }) => {
      let limits: Limits | null = null;
      for (const [, p] of endpoint.payload) for (const schema of p.schemas) limits = merge(limits, limitsOf((schema as any).ast));
      if (limits) found.push({ method: endpoint.method, pattern: toPattern(endpoint.path), limits });
    },
  });
  routes = found;
  return found;
};

/** The payload limits of the endpoint a request goes to, if it declares any. */
export const limitsFor = (method: string, url: string): Limits | null => {
  const path = url.split("?")[0];
  for (const r of payloadRoutes()) if (r.method === method && r.pattern.test(path)) return r.limits;
  return null;
};
