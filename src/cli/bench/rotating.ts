// autocannon on one endpoint with each request's body taken in turn from a list, in a process of its own (spawned by
// bench.ts, like its autocannon CLI runs): the sign-in bench signs in many people, each as themselves. One login
// signed in by 20 callers at once is the lockout's case (every attempt counts as a failure until its password is
// compared, issue 13), refused with 429 by design: the old single-login bench measured mostly those refusals.
// The job comes on stdin as JSON; autocannon's result goes to stdout as JSON, as `autocannon -j` prints it.
import { createRequire } from "node:module";

/** autocannon's programmatic API (it ships no types): the options used here, and its result as `-j` prints it. */
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Record<string, unknown>) => Promise<unknown>;

interface Job {
  readonly url: string;
  readonly connections: number;
  readonly duration: number;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly bodies: readonly string[];
}

let input = "";
for await (const chunk of process.stdin) input += chunk;
const job = JSON.parse(input) as Job;
let next = 0;
const result = await autocannon({
  url: job.url, connections: job.connections, duration: job.duration, method: job.method as "POST", headers: job.headers,
  requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, body: job.bodies[next++ % job.bodies.length] }) }],
});
process.stdout.write(JSON.stringify(result));
