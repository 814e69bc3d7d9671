import { mkdir } from "node:fs/promises";
import type { Config } from "../config.js";
import { DataDirLocked } from "./dataDirLock.js";
import { migrate } from "./migrate.js";
import { openPgliteInWorker } from "./pgliteWorker.js";
import { openPostgres } from "./postgres.js";
import type { Db } from "./types.js";

/**
 * Opens the configured database (PostgreSQL from DATABASE_URL, else PGlite in DATA_DIR, in a worker thread of its
 * own so that its queries and the HTTP work use both cores) and migrates it.
 */
export const openDatabase = async (config: Pick<Config, "databaseUrl" | "databasePoolSize" | "dataDir">): Promise<Db> => {
  let db: Db;
  if (config.databaseUrl) db = await openPostgres(config.databaseUrl, config.databasePoolSize);
  else {
    await mkdir(config.dataDir, { recursive: true });
    db = await openPgliteInWorker(`${config.dataDir}/pglite`);
  }
  await migrate(db);
  return db;
};

/** Exit status of a program refused because another process has the embedded database open (EX_TEMPFAIL). */
export const LOCKED_EXIT = 75;

/**
 * openDatabase for a program (the server, the CLIs): when another process has the data directory open, says who
 * on stderr and exits with LOCKED_EXIT instead of a stack trace, having opened nothing.
 */
export const openDatabaseOrExit = async (config: Pick<Config, "databaseUrl" | "databasePoolSize" | "dataDir">, program: string): Promise<Db> => {
  try {
    return await openDatabase(config);
  } catch (e) {
    if (!(e instanceof DataDirLocked)) throw e;
    process.stderr.write(`${program}: ${e.message}\n`);
    process.exit(LOCKED_EXIT);
  }
};
