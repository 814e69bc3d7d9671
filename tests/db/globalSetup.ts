import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { onServer } from "../../src/server/db/scratch.js";
import { templateName } from "./templateName.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** This run's folder for the test database template (see template.ts). */
    testDbRunDir: string;
  }
}

/** The run's folder, shared by the projects of vitest.config.ts: each runs this setup, in the one main process. */
const holder = globalThis as { strideTestDb?: { dir?: Promise<string>; users: number } };
holder.strideTestDb ??= { users: 0 };
const shared = holder.strideTestDb;

/**
 * Once per `vitest run`: a folder of this run's own where the first test file that needs a database builds the
 * migrated, seeded template the others copy. Afterwards the folder, and the template database on PostgreSQL, go.
 */
export default async function setup(project: TestProject) {
  shared.dir ??= mkdtemp(path.join(tmpdir(), "stride-test-db-"));
  const dir = await shared.dir;
  shared.users += 1;
  project.provide("testDbRunDir", dir);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    shared.dir = undefined;
    const url = process.env.TEST_DATABASE_URL;
    if (url) await onServer(url, `drop database if exists ${templateName(dir)} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}
