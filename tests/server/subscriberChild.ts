// A separate process running the probe subscriber `name` on DATABASE_URL, slowly, until it is killed: the kill -9
// test of tests/server/subscribers.test.ts. Prints "running" once it has claimed the subscriber.
import { openPostgres } from "../../src/server/db/postgres.js";
import { subscriberRunner } from "../../src/server/events/subscriberRunner.js";
import { probe } from "./subscriberProbe.js";

const [name, leaseMs] = process.argv.slice(2);
const db = await openPostgres(process.env.DATABASE_URL!, 2);
const runner = subscriberRunner(db, [probe(name, { delayMs: 10 })], { leaseMs: Number(leaseMs), pollMs: 50 });
runner.start();
console.log("running");
