// The courses bench's HTTP load, in a process of its own (spawned by courses.ts through `runLoad`): the server's
// process then spends CPU only on serving, so its CPU per request is the server's cost, not the client's beside it.
// A job comes on stdin as JSON, the latencies and this process's CPU go back on stdout as JSON.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Commits paced as learners make them: each learner every `everyMs`, starts spread over the first period. */
export interface PacedJob {
  readonly kind: "paced";
  readonly base: string;
  readonly learners: readonly { token: string; attempt: number; item: string }[];
  readonly seconds: number;
  readonly everyMs: number;
  readonly suspend: string;
}

/** A list paged through by last_id, one page after another, from the start again at its end. */
export interface PagesJob {
  readonly kind: "pages";
  readonly base: string;
  readonly token: string;
  readonly path: string;
  readonly pages: number;
}

export interface LoadResult {
  readonly latencies: number[];
  readonly errors: number;
  readonly rows: number;
  readonly sent: number;
  /** the load process's own CPU (ms), for the record */
  readonly client_cpu_ms: number;
  /** how late the paced commits started against their schedule (ms): the load process kept its pace when small */
  readonly lateness_p99_ms: number;
}

/** Realistic SCORM 2004 values of one commit: the n-th of a learner's session. */
export const cmiValues = (n: number, suspend: string) => {
  const values: Record<string, string> = {
    "cmi.location": String(n), "cmi.suspend_data": suspend, "cmi.completion_status": "incomplete", "cmi.success_status": "unknown",
    "cmi.progress_measure": String(Math.min(1, n / 20)), "cmi.session_time": `PT${n * 5}S`, "cmi.exit": "",
    "cmi.score.raw": String(50 + (n % 50)), "cmi.score.min": "0", "cmi.score.max": "100", "cmi.score.scaled": String((50 + (n % 50)) / 100),
    // what a full commit also carries and the LMS owns (dropped by the server)
    "cmi.learner_id": "x", "cmi.learner_name": "Bench", "cmi.mode": "normal", "cmi.credit": "credit", "cmi.entry": "ab-initio", "cmi.total_time": "PT0S",
  };
  for (let i = 0; i < Math.min(n, 10); i++) {
    values[`cmi.interactions.${i}.id`] = `q${i}`;
    values[`cmi.interactions.${i}.type`] = "choice";
    values[`cmi.interactions.${i}.learner_response`] = "b";
    values[`cmi.interactions.${i}.result`] = i % 3 ? "correct" : "incorrect";
    values[`cmi.interactions.${i}.latency`] = "PT12S";
    values[`cmi.interactions.${i}.timestamp`] = "2026-11-28T10:00:00";
  }
  return values;
};

const post = async (base: string, token: string, path: string, body: unknown) => {
  const r = await fetch(base + path, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  const text = await r.text();
  if (r.status !== 200) throw new Error(`POST ${path}: ${r.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * Each learner commits on a fixed schedule (start + k × everyMs), not "everyMs after the last answer": a slow commit
 * does not thin out the load, and a commit is never sent early to make up. Latency is measured from the send.
 */
const paced = async (job: PacedJob) => {
  const latencies: number[] = [];
  const late: number[] = [];
  let errors = 0;
  const end = performance.now() + job.seconds * 1000;
  await Promise.all(job.learners.map(async (l) => {
    let due = performance.now() + Math.random() * job.everyMs;
    for (let n = 1; due < end; n++, due += job.everyMs) {
      await sleep(due - performance.now());
      const t = performance.now();
      late.push(t - due);
      try {
        await post(job.base, l.token, "/api/scorm/commit", { attempt_id: l.attempt, item: l.item, terminate: false, values: cmiValues(n, job.suspend) });
      } catch (e) {
        if (errors++ < 3) console.error(String(e));
      }
      latencies.push(performance.now() - t);
    }
  }));
  return { latencies, errors, rows: 0, late };
};

const pages = async (job: PagesJob) => {
  const latencies: number[] = [];
  let last: number | null = null;
  let rows = 0;
  for (let i = 0; i < job.pages; i++) {
    const t = performance.now();
    const r = (await post(job.base, job.token, job.path, last ? { last_id: last } : {})) as { items: unknown[]; last_id: number | null };
    latencies.push(performance.now() - t);
    rows += r.items.length;
    last = r.last_id;
  }
  return { latencies, errors: 0, rows, late: [0] };
};

/** Runs a job in a new process (tsx), resolving with its result. */
export const runLoad = (job: PacedJob | PagesJob): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url)], { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => { out += d; });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load process exited with ${code}`))));
    child.stdin.end(JSON.stringify(job));
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  const job = JSON.parse(input) as PacedJob | PagesJob;
  const cpu0 = process.cpuUsage();
  const r = job.kind === "paced" ? await paced(job) : await pages(job);
  const cpu = process.cpuUsage(cpu0);
  const late = [...r.late].sort((a, b) => a - b);
  const result: LoadResult = {
    latencies: r.latencies, errors: r.errors, rows: r.rows, sent: r.latencies.length,
    client_cpu_ms: (cpu.user + cpu.system) / 1000, lateness_p99_ms: late[Math.min(late.length - 1, Math.floor(late.length * 0.99))] ?? 0,
  };
  process.stdout.write(JSON.stringify(result));
}
