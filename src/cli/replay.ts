// `npm run replay -- <streamType> --list` lists the streams of a type; `npm run replay -- <streamType> <id>`
// prints each event with the state before and after it and flags any the current machine would decide otherwise
// (a stream without a machine, such as a user's profile, is folded as a record: see recordReplay.ts);
// `--at <date>` replays only the events recorded by then and prints the entity as it stood at that moment.
// With the embedded database, stop the server first: one process per data dir (a second is refused, db/dataDirLock.ts);
// the support page (system settings → logs) replays beside a running server.
import { readConfig } from "../server/config.js";
import { openDatabaseOrExit } from "../server/db/open.js";
import { parseReplayArgs, runReplay } from "./replayCommand.js";

const args = parseReplayArgs(process.argv.slice(2));
if ("error" in args) {
  console.error(args.error);
  process.exit(2);
}
const db = await openDatabaseOrExit(readConfig(), "replay");
try {
  await runReplay(db, args, (line) => console.log(line));
} catch (error) {
  // A stream without a machine, or a database that cannot be read: the message, not a stack trace.
  console.error(`replay: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
