import type { Db } from "../db/types.js";
import { project, projections } from "./projections.js";
import { readFrom } from "./store.js";
import { readable } from "./upcasters.js";

/**
 * Truncates every read table and replays the whole log through the projections, in one transaction. Each event is
 * upcast to its current type first; an event no projection, declaration or upcaster knows (UnreadableEvent, naming
 * its stream and position) rolls the whole rebuild back, so the read tables are left as they were.
 */
export const rebuild = async (db: Db): Promise<{ events: number; tables: string[] }> => {
  const tables = [...new Set(projections().flatMap((p) => p.tables))];
  let count = 0;
  await db.transaction(async (tx) => {
    if (tables.length) await tx.query(`truncate ${tables.join(", ")} cascade`);
    for (const seq of new Set(projections().flatMap((p) => p.sequences ?? []))) await tx.query(`alter sequence ${seq} restart`);
    let after = 0;
    for (;;) {
      const page = await readFrom(tx, after, 2000);
      if (page.length === 0) break;
      for (const event of page) await project(tx, readable(event));
      count += page.length;
      after = page[page.length - 1].position;
    }
  });
  return { events: count, tables };
};
