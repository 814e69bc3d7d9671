import type { Sql } from "../../db/types.js";
import { openMany, openPersonal, type Sealed } from "../../events/personalData.js";

/**
 * The profile fields that are personal data: sealed under the person's key in `user.created` / `user.updated`
 * (events/personalData.ts) and blanked by an erasure. Ids of references (unit, position, manager, role) and states
 * are not: they are the facts other people's history needs.
 */
export const PERSONAL_COLUMNS = [
  "email", "first_name", "last_name", "middle_name", "phone", "birth_date", "hire_date", "gender_id", "city", "external_id",
  "custom_fields",
] as const;

/** What an erased person's profile columns hold (the e-mail stays unique and not null, but names no one). */
export const erasedProfile = (id: number): Record<(typeof PERSONAL_COLUMNS)[number], unknown> => ({
  email: `erased-${id}@erased.invalid`, first_name: "", last_name: "", middle_name: "", phone: null, birth_date: null, hire_date: null,
  gender_id: null, city: null, external_id: null, custom_fields: {},
});

const merged = (id: number, clear: Record<string, any>, opened: Record<string, unknown> | null): Record<string, any> => {
  const { sealed: _sealed, ...rest } = clear;
  return { ...rest, ...(opened ?? erasedProfile(id)) };
};

/** `user.created` data with its personal fields opened (or the erased values once the key is gone). */
export const createdData = async (sql: Sql, data: Record<string, any>) => merged(Number(data.id), data, await openPersonal(sql, data.sealed));

/** The same for many events (a batch projection): one query for the keys. */
export const createdDataMany = async (sql: Sql, datas: readonly Record<string, any>[]) => {
  const opened = await openMany(sql, datas.map((d) => d.sealed as Sealed | undefined));
  return datas.map((d, i) => merged(Number(d.id), d, opened[i]));
};

/** `user.updated` changes with the personal ones opened (sealed beside `changes`). */
export const updatedChanges = async (sql: Sql, id: number, data: Record<string, any>) =>
  data.sealed ? merged(id, data.changes ?? {}, await openPersonal(sql, data.sealed)) : (data.changes ?? {});
