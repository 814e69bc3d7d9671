import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPostgres } from "./postgres.js";
import type { Db } from "./types.js";

/** Runs one statement on the server of `url` (in its own connection, as CREATE/DROP DATABASE need). */
export const onServer = async (url: string, sql: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};

/**
 * A new PostgreSQL database on the server of `url`, for one test file or one bench run, and the way to drop it.
 * Each gets its own database so that runs in parallel never see each other's rows. It is empty, or a copy of the
 * database named `template` (which nobody may be connected to): the tests copy one migrated, seeded database per
 * file, faster than migrating and seeding each.
 */
export const openScratchPostgres = async (
  url: string, prefix: string, poolSize = 20, template?: string,
): Promise<{ db: Db; url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(url, `create database ${name}${template ? ` template ${template}` : ""}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString(), poolSize);
  return {
    db,
    url: target.toString(),
    drop: async () => {
      await db.close();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
};
