import type { Config } from "../config.js";
import type { Db } from "../db/types.js";
import "../areas/projections.js";
import { seedDemo } from "./demo.js";

/** Seeds the demo client when the database is empty and seeding is on. */
export const seedIfEmpty = async (db: Db, config: Pick<Config, "seedDemo">, now?: Date) => {
  if (!config.seedDemo) return false;
  const [{ n }] = await db.query<{ n: number }>("select count(*)::int as n from clients");
  return n === 0 ? seedDemo(db, now) : false;
};
