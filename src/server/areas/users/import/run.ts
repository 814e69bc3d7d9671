import { Messages } from "../../../../../services/contract/errors.js";
import { SystemRoleNames } from "../../../../../services/contract/permissions.js";
import type { SessionUser } from "../../../../../services/contract/security.js";
import { UserCreate } from "../../../../../services/contract/users.js";
import type { Sql } from "../../../db/types.js";
import { decodeStrict } from "../../catalogue/index.js";
import { reachableUnits } from "../access.js";
import { updateUserIn } from "../commands.js";
import { createUsersBulk } from "./bulkCreate.js";
import { activeCount } from "../status.js";
import { type ImportColumn, roleOf, STATUS_WORDS } from "./columns.js";

export interface ReportRow {
  line: number;
  email: string;
  result: "created" | "updated" | "refused";
  user_id: number | null;
  reasons: string[];
}

interface Candidate extends ReportRow {
  input: Record<string, unknown>;
  manager: string | null;
  existing: { id: number; client_id: number; unit_id: number | null } | null;
}

const lower = (s: string) => s.trim().toLowerCase();
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Dates as spreadsheets write them: YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY. */
const dateOf = (v: string) => {
  const m = /^(\d{2})[./](\d{2})[./](\d{4})$/.exec(v);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : v;
};

/** Name (or any display name) → id of a client's catalogue items. */
const namesOf = async (tx: Sql, clientId: number, resource: string) => {
  const rows = await tx.query<{ id: number; data: any }>("select id, data from catalogue_items where client_id = $1 and resource = $2", [clientId, resource]);
  const map = new Map<string, number>();
  for (const r of rows) for (const n of [r.data.name, ...Object.values(r.data.display_name ?? {})]) if (typeof n === "string" && n) map.set(lower(n), r.id);
  return map;
};

/**
 * Imports the rows in the caller's transaction: each row is validated on its own (and against the file and the
 * database), then every valid row is created or updated. Managers named by e-mail may be created by the same file.
 */
export const importRows = async (tx: Sql, user: SessionUser, columns: (ImportColumn | null)[], rows: { line: number; fields: string[] }[], at: string) => {
  const clientId = user.clientId;
  const [positions, units] = await Promise.all([namesOf(tx, clientId, "userJobPositions"), namesOf(tx, clientId, "unitsByClient")]);
  const cells = rows.map((r) => Object.fromEntries(columns.flatMap((c, i) => (c ? [[c, (r.fields[i] ?? "").trim()]] : []))) as Partial<Record<ImportColumn, string>>);
  const emails = [...new Set(cells.flatMap((c) => [c.email, c.manager_email]).filter((e): e is string => !!e).map(lower))];
  const known = new Map((await tx.query<any>("select id, client_id, lower(email) as e, unit_id, status_id from users where lower(email) = any($1::text[])", [emails])).map((u) => [u.e as string, u]));
  const reach = await reachableUnits(tx, user);
  const firstLine = new Map<string, number>();
  const out: Candidate[] = rows.map((r, k) => {
    const c = cells[k];
    const email = lower(c.email ?? "");
    const reasons: string[] = [];
    const input: Record<string, unknown> = {};
    for (const key of ["email", "first_name", "last_name", "middle_name", "phone", "city", "external_id"] as const) {
      if (c[key]) input[key] = key === "email" ? email : c[key];
    }
    if (c.language) input.language = lower(c.language);
    for (const key of ["birth_date", "hire_date"] as const) {
      if (c[key]) {
        const d = dateOf(c[key]!);
        if (!DAY.test(d) || Number.isNaN(Date.parse(d)) || new Date(d).toISOString().slice(0, 10) !== d) reasons.push(`${key}: forms.date.invalid`);
        else input[key] = d;
      }
    }
    const role = roleOf(c.role_id ?? "", SystemRoleNames);
    if (role === null) reasons.push("role_id: users.import.unknownRole");
    else input.role_id = role;
    const status = STATUS_WORDS[lower(c.status ?? "")];
    if (!status) reasons.push("status: users.import.unknownStatus");
    else input.status = status;
    if (c.job_position) {
      const id = positions.get(lower(c.job_position));
      if (id === undefined) reasons.push("job_position: users.import.unknownPosition");
      else input.job_position_id = id;
    }
    if (c.unit) {
      const id = units.get(lower(c.unit));
      if (id === undefined) reasons.push("unit: users.import.unknownUnit");
      else input.unit_id = id;
    }
    const d = decodeStrict(UserCreate, input, "");
    if ("fields" in d) reasons.push(...d.fields.map((f) => `${f.path.replace(/^\./, "")}: ${f.message}`));
    if (email && firstLine.has(email)) reasons.push(`email: users.import.duplicateInFile:${firstLine.get(email)}`);
    else if (email) firstLine.set(email, r.line);
    const existing = known.get(email) ?? null;
    // E-mails are unique across clients: another client's user (or one out of the caller's reach) refuses the row
    // with a message only, never with that user's id.
    const foreign = !!existing && existing.client_id !== clientId;
    const unreachable = !!existing && !foreign && reach !== null && existing.id !== user.userId && !reach.includes(existing.unit_id);
    if (foreign) reasons.push("email: users.email.taken");
    else if (unreachable) reasons.push("email: errors.notFound");
    const manager = c.manager_email ? lower(c.manager_email) : null;
    if (manager && manager === email) reasons.push("manager_email: users.manager.self");
    return { line: r.line, email, result: reasons.length ? "refused" : existing ? "updated" : "created", user_id: foreign || unreachable ? null : (existing?.id ?? null), reasons, input, manager, existing };
  });
  // A manager must be a user of the client or a valid row of this file; refusing a row can orphan others, so repeat.
  for (let changed = true; changed;) {
    changed = false;
    const valid = new Set(out.filter((r) => r.result !== "refused").map((r) => r.email));
    for (const r of out) {
      if (r.result === "refused" || !r.manager) continue;
      const m = known.get(r.manager);
      if (!(valid.has(r.manager) || (m && m.client_id === clientId && m.status_id !== 3))) {
        r.result = "refused";
        r.reasons.push("manager_email: users.manager.notFound");
        changed = true;
      }
    }
  }
  const counter = await activeCount(tx, clientId, 0);
  const fresh = out.filter((r) => r.result === "created");
  const managers = new Map([...known].filter(([, u]) => u.client_id === clientId).map(([e, u]) => [e, u.id as number]));
  const made = await createUsersBulk(tx, user, clientId, fresh.map((r) => {
    const { status, ...profile } = r.input;
    return { email: r.email, input: profile, active: status !== "pending", manager: r.manager };
  }), managers, counter, at);
  fresh.forEach((r, k) => {
    const m = made[k];
    if (m === "limit") {
      r.result = "refused";
      r.reasons.push(Messages.activeUserLimit);
    } else {
      r.user_id = m.id;
      if (m.managerMissing) r.reasons.push("manager_email: users.manager.notFound");
    }
  });
  for (const r of out) {
    if (r.result !== "updated") continue;
    const { status: _status, ...profile } = r.input;
    const managerId = r.manager ? (managers.get(r.manager) ?? made[fresh.findIndex((f) => f.email === r.manager)]) : undefined;
    if (typeof managerId === "number") profile.manager_id = managerId;
    else if (managerId && managerId !== "limit") profile.manager_id = managerId.id;
    else if (r.manager) r.reasons.push("manager_email: users.manager.notFound");
    const done = await updateUserIn(tx, user, clientId, r.existing!.id, profile as any, at);
    if (typeof done !== "number") throw new Error(`import row ${r.line} failed a check that passed: ${done.message}`);
  }
  return out.map(({ line, email, result, user_id, reasons }) => ({ line, email, result, user_id, reasons }));
};
