import type { Condition, FilterOperator } from "../../../../services/contract/lists.js";

/** Collects query parameters and hands out their placeholders: values never enter the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export type ValueType = "text" | "int" | "float" | "date" | "datetime" | "bool" | "dict";

/** A field conditions may name. `sql` is a trusted expression over the route's tables (never user text). */
export interface FieldDef {
  readonly name: string;
  readonly sql: string;
  readonly type: ValueType;
  /** For `dict` fields: whether the ids are integers (default) or text. */
  readonly textIds?: boolean;
  /** Builds the whole predicate itself (membership fields and the like). */
  readonly custom?: (op: FilterOperator, values: readonly unknown[], p: Params) => string;
  readonly operators?: readonly FilterOperator[];
}

const byType: Record<ValueType, readonly FilterOperator[]> = {
  text: ["eq", "ne", "in", "not_in", "contains", "starts_with", "is_empty", "is_not_empty"],
  int: ["eq", "ne", "in", "not_in", "gt", "gte", "lt", "lte", "between", "is_empty", "is_not_empty"],
  float: ["eq", "ne", "gt", "gte", "lt", "lte", "between", "is_empty", "is_not_empty"],
  date: ["eq", "gt", "gte", "lt", "lte", "between", "is_empty", "is_not_empty"],
  datetime: ["gt", "gte", "lt", "lte", "between", "is_empty", "is_not_empty"],
  bool: ["eq"],
  dict: ["eq", "ne", "in", "not_in", "is_empty", "is_not_empty"],
};
export const operatorsOf = (f: FieldDef) => f.operators ?? byType[f.type];

/** A condition that cannot be applied: the path and catalogue message of a 400. */
export class BadCondition extends Error {
  constructor(readonly path: string, readonly reason: string) {
    super(`${path}: ${reason}`);
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const cast: Record<ValueType, string> = { text: "text", int: "int", float: "float8", date: "date", datetime: "timestamptz", bool: "boolean", dict: "int" };

const coerce = (f: FieldDef, v: unknown, path: string): unknown => {
  const bad = () => new BadCondition(path, "lists.filter.badValue");
  switch (f.type === "dict" && f.textIds ? "text" : f.type) {
    case "text":
      if (typeof v === "string" || typeof v === "number") return String(v);
      throw bad();
    case "int":
    case "dict": {
      const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
      if (typeof n === "number" && Number.isInteger(n) && Math.abs(n) <= 2147483647) return n;
      throw bad();
    }
    case "float": {
      const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
      if (typeof n === "number" && Number.isFinite(n)) return n;
      throw bad();
    }
    case "date":
    case "datetime": {
      if (typeof v !== "string") throw bad();
      const d = new Date(v);
      if (Number.isNaN(d.getTime()) || (f.type === "date" && (!DATE.test(v) || d.toISOString().slice(0, 10) !== v))) throw bad();
      return f.type === "date" ? v : d.toISOString();
    }
    case "bool":
      if (typeof v === "boolean") return v;
      if (v === "true" || v === "false") return v === "true";
      throw bad();
  }
  throw bad();
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One condition as a predicate, its values as parameters. */
export const compileCondition = (f: FieldDef, c: Condition, p: Params, path: string): string => {
  if (!operatorsOf(f).includes(c.operator)) throw new BadCondition(`${path}.operator`, "lists.filter.badOperator");
  const raw = c.values.filter((v) => v !== null && v !== "");
  if (f.custom) return f.custom(c.operator, raw, p);
  const t = f.type === "dict" && f.textIds ? "text" : cast[f.type];
  const e = f.sql;
  const empty = f.type === "text" ? `(${e} is null or ${e} = '')` : `${e} is null`;
  if (c.operator === "is_empty") return empty;
  if (c.operator === "is_not_empty") return `not ${empty}`;
  const values = raw.map((v, i) => coerce(f, v, `${path}.values.${i}`));
  if (values.length === 0) throw new BadCondition(`${path}.values`, "lists.filter.noValue");
  const one = () => p.add(values[0]);
  const text = t === "text";
  switch (c.operator) {
    case "eq":
    case "in":
      if (values.length === 1) return text ? `lower(${e}) = lower(${one()})` : `${e} = ${one()}::${t}`;
      return text ? `lower(${e}) = any(${p.add(values.map((v) => String(v).toLowerCase()))}::text[])` : `${e} = any(${p.add(values)}::${t}[])`;
    case "ne":
    case "not_in": {
      const arr = text ? p.add(values.map((v) => String(v).toLowerCase())) : p.add(values);
      return `(${e} is null or not (${text ? `lower(${e})` : e} = any(${arr}::${t}[])))`;
    }
    case "contains":
      return `(${values.map((v) => `${e} ilike ${p.add(`%${likeEscape(String(v))}%`)}`).join(" or ")})`;
    case "starts_with":
      return `(${values.map((v) => `${e} ilike ${p.add(`${likeEscape(String(v))}%`)}`).join(" or ")})`;
    case "gt":
      return `${e} > ${one()}::${t}`;
    case "gte":
      return `${e} >= ${one()}::${t}`;
    case "lt":
      return `${e} < ${one()}::${t}`;
    case "lte":
      return `${e} <= ${one()}::${t}`;
    case "between":
      if (values.length !== 2) throw new BadCondition(`${path}.values`, "lists.filter.betweenNeedsTwo");
      return `${e} between ${p.add(values[0])}::${t} and ${p.add(values[1])}::${t}`;
  }
  throw new BadCondition(`${path}.operator`, "lists.filter.badOperator");
};

/** Conditions joined by and (all) or or (any); `true` when there are none. */
export const compileConditions = (
  fields: ReadonlyMap<string, FieldDef>, conditions: readonly Condition[], all: boolean, p: Params, path = "payload.filter_params",
): string => {
  if (conditions.length === 0) return "true";
  const parts = conditions.map((c, i) => {
    const f = fields.get(c.field);
    if (!f) throw new BadCondition(`${path}.${i}.field`, "lists.filter.unknownField");
    return `(${compileCondition(f, c, p, `${path}.${i}`)})`;
  });
  return `(${parts.join(all ? " and " : " or ")})`;
};
