// `npm run replay -- <streamType> --list` lists the streams of a type; `npm run replay -- <streamType> <id>`
// prints each event with the state before and after it and flags any the current machine would decide otherwise.
// With the embedded database, stop the server first: PGlite allows one process per data dir.
import { readConfig } from "../server/config.js";
import { openDatabase } from "../server/db/open.js";
import { listStreams, replayStream } from "../server/events/replay.js";

const [streamType, arg] = process.argv.slice(2);
if (!streamType || !arg) {
  console.error("usage: npm run replay -- <streamType> --list | <streamType> <id>");
  process.exit(2);
}
const db = await openDatabase(readConfig());
try {
  if (arg === "--list") {
    const rows = await listStreams(db, streamType);
    if (rows.length === 0) console.log(`no '${streamType}' streams`);
    for (const r of rows) console.log(`${r.stream_id}\tclient ${r.client_id}\tv${r.version}\t${JSON.stringify(r.state)}`);
  } else {
    const steps = await replayStream(db, streamType, arg);
    if (steps.length === 0) console.log(`no events in ${streamType}/${arg}`);
    let divergent = 0;
    for (const s of steps) {
      const decided = s.command !== s.type ? ` (decided as ${s.command})` : "";
      console.log(`#${s.position} v${s.version} ${s.recordedAt} actor=${JSON.stringify(s.actor)} ${s.type}${decided}`);
      console.log(`   data   ${JSON.stringify(s.data)}`);
      console.log(`   state  ${JSON.stringify(s.before)} → ${JSON.stringify(s.after)}`);
      if (s.divergence) {
        divergent++;
        console.log(`   ⚠ DIVERGENCE: ${s.divergence}`);
      }
    }
    if (divergent) console.log(`\n${divergent} event(s) diverge from the current machine`);
  }
} finally {
  await db.close();
}
