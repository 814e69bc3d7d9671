import type { Sql } from "../server/db/types.js";
import { parseAsOf, replayAsOf } from "../server/events/asOf.js";
import { replayAnyStream } from "../server/events/recordReplay.js";
import { listStreams, type ReplayStep } from "../server/events/replay.js";

export const REPLAY_USAGE = [
  "usage: npm run replay -- <streamType> --list",
  "       npm run replay -- <streamType> <id> [--at <YYYY-MM-DD | YYYY-MM-DDTHH:mm[:ss][Z|±HH:mm]>]",
  "  --at: the entity as it stood then, from the events recorded at or before that moment",
  "        (a date alone is the end of that day, UTC; a time without a zone is UTC)",
].join("\n");

export type ReplayArgs = { streamType: string; list: true } | { streamType: string; id: string; at?: Date };

/** The command line's arguments, or the message that says what is wrong with them. */
export const parseReplayArgs = (argv: readonly string[]): ReplayArgs | { error: string } => {
  const rest = [...argv];
  const flag = rest.indexOf("--at");
  let at: Date | undefined;
  if (flag >= 0) {
    const text = rest[flag + 1];
    rest.splice(flag, 2);
    if (text === undefined || text.startsWith("--")) return { error: "--at needs a date, e.g. --at 2026-03-01 or --at 2026-03-01T14:30Z" };
    const parsed = parseAsOf(text);
    if (!parsed) return { error: `--at: '${text}' is not a date (YYYY-MM-DD) or an ISO date-time (YYYY-MM-DDTHH:mm[:ss][Z|±HH:mm])` };
    at = parsed;
  }
  const [streamType, id, extra] = rest;
  if (!streamType || !id || extra !== undefined) return { error: REPLAY_USAGE };
  if (id === "--list") return at ? { error: "--at goes with a stream id, not with --list" } : { streamType, list: true };
  return { streamType, id, ...(at ? { at } : {}) };
};

const printSteps = (steps: readonly ReplayStep[], out: (line: string) => void) => {
  let divergent = 0;
  for (const s of steps) {
    // A lifecycle's fact names the command the machine decided it as, when the two differ (task.approve → task.approved).
    const decided = s.command && s.command !== s.type ? ` (decided as ${s.command})` : "";
    out(`#${s.position} v${s.version} ${s.recordedAt} actor=${JSON.stringify(s.actor)} ${s.type}${decided}`);
    out(`   data   ${JSON.stringify(s.data)}`);
    out(`   state  ${JSON.stringify(s.before)} → ${JSON.stringify(s.after)}`);
    if (s.divergence) {
      divergent++;
      out(`   ⚠ DIVERGENCE: ${s.divergence}`);
    }
  }
  if (divergent) out(`\n${divergent} event(s) diverge from the current machine`);
};

/** The stream replayed up to `at`, then its state at that moment and the last event applied. */
const printAsOf = async (db: Sql, streamType: string, id: string, at: Date, out: (line: string) => void) => {
  const r = await replayAsOf(db, streamType, id, at);
  const when = at.toISOString();
  if (r.total === 0) return out(`no events in ${streamType}/${id}`);
  if (r.steps.length === 0) {
    return out(`${streamType}/${id} did not exist yet at ${when}: its first event was recorded at ${r.firstRecordedAt} (${r.total} event(s) in all)`);
  }
  printSteps(r.steps, out);
  const last = r.steps[r.steps.length - 1];
  out("");
  out(`as of ${when}: state ${JSON.stringify(last.after)}`);
  out(`   last event applied: #${last.position} v${last.version} ${last.type} recorded at ${last.recordedAt}`);
  out(`   context ${JSON.stringify(last.context)}`);
  out(r.later ? `   ${r.later} later event(s) not applied` : "   no later events: this is the current state");
};

/** Runs `npm run replay` against an open database, writing its lines to `out`. */
export const runReplay = async (db: Sql, args: ReplayArgs, out: (line: string) => void) => {
  if ("list" in args) {
    const rows = await listStreams(db, args.streamType);
    if (rows.length === 0) out(`no '${args.streamType}' streams`);
    for (const r of rows) out(`${r.stream_id}\tclient ${r.client_id}\tv${r.version}\t${JSON.stringify(r.state)}`);
  } else if (args.at) {
    await printAsOf(db, args.streamType, args.id, args.at, out);
  } else {
    const steps = await replayAnyStream(db, args.streamType, args.id);
    if (steps.length === 0) out(`no events in ${args.streamType}/${args.id}`);
    printSteps(steps, out);
  }
};
