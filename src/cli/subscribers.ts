// npm run subscribers: every subscriber with its checkpoint, lag and parked facts.
//   -- --retry <name>     runs the subscriber's parked facts again
//   -- --rebuild <name>   starts it again from position 0 (the process holding it, or the next one, catches up)
import { readConfig } from "../server/config.js";
import { openDatabase } from "../server/db/open.js";
import "../server/areas/manifests.js";
import { rebuildSubscriber, retryParked, subscriberStatus } from "../server/events/subscriberStatus.js";
import { subscribers } from "../server/events/subscribers.js";

const args = process.argv.slice(2);
const option = (flag: string) => {
  const i = args.indexOf(flag);
  return i < 0 ? undefined : (args[i + 1] ?? "");
};
const byName = (name: string) => {
  const s = subscribers().find((x) => x.name === name);
  if (!s) {
    console.error(`No subscriber '${name}'. Known: ${subscribers().map((x) => x.name).join(", ")}`);
    process.exit(2);
  }
  return s;
};

const db = await openDatabase(readConfig());
try {
  const retry = option("--retry");
  const rebuild = option("--rebuild");
  if (retry !== undefined) {
    const { applied, failed } = await retryParked(db, byName(retry));
    console.log(`${retry}: ${applied} parked fact(s) applied, ${failed} failed again (still parked).`);
  } else if (rebuild !== undefined) {
    await rebuildSubscriber(db, byName(rebuild).name);
    console.log(`${rebuild}: starts again from position 0.`);
  }
  for (const s of await subscriberStatus(db, subscribers())) {
    const lease = s.leasedBy ? `held by ${s.leasedBy}` : "not held";
    console.log(`${s.name.padEnd(28)} checkpoint ${s.position} of ${s.end}, ${s.behind} fact(s) behind, lag ${s.lagSeconds.toFixed(1)} s, ${lease}`);
    if (s.retrying) console.log(`  retrying #${s.retrying.position} (attempt ${s.retrying.attempts} failed; next at ${s.retrying.nextAttemptAt})`);
    for (const p of s.parked) console.log(`  parked #${p.position} ${p.type} after ${p.attempts} attempts at ${p.parkedAt}: ${p.error.split("\n")[0]}`);
  }
} finally {
  await db.close();
}
