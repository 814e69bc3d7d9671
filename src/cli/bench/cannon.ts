// What the in-process benches share: a person's sign-in, autocannon driving one endpoint from a child process
// (so the load generator does not share the server's thread) with the server process's CPU per request, and the
// endpoint's SQL run straight through the driver with the same concurrency (its baseline).
import { execFile } from "node:child_process";
import { constants, publicEncrypt } from "node:crypto";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/** A person's access token, signed in through the API as the browser does (the password RSA-encrypted). */
export const tokenOf = async (base: string, login: string, plain: string) => {
  const { key } = (await (await fetch(`${base}/api/authPublicKey`)).json()) as { key: string };
  const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(plain)).toString("base64");
  const res = await fetch(`${base}/api/userAuthTokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ login, password }) });
  if (res.status !== 200) throw new Error(`sign-in of ${login}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
};

export interface CannonResult {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  /** the in-process server's CPU per request (a PostgreSQL server's is not in it): the cost free of the machine's load */
  server_cpu_us: number;
}

/** `connections` concurrent callers for `seconds` against `url` with the bearer `token`. */
export const cannon = async (
  url: string, token: string, o: { connections: number; seconds: number; method?: string; body?: string },
): Promise<CannonResult> => {
  const args = [autocannonBin, "-j", "-c", String(o.connections), "-d", String(o.seconds), "-m", o.method ?? "GET", "-H", `authorization=Bearer ${token}`];
  if (o.body !== undefined) args.push("-H", "content-type=application/json", "-b", o.body);
  args.push(url);
  const cpu0 = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const cpu = process.cpuUsage(cpu0);
  const r = JSON.parse(stdout.trim().split("\n").pop()!);
  return {
    rps: Math.round(r.requests.average), p50_ms: r.latency.p50, p99_ms: r.latency.p99, errors: r.errors + r.non2xx,
    server_cpu_us: Math.round((cpu.user + cpu.system) / Math.max(1, r.requests.total)),
  };
};

/** `op` with `connections` concurrent callers for `seconds`: ops/s, latency percentiles (ms), this process's CPU per op. */
export const rawSql = async (seconds: number, connections: number, op: () => Promise<unknown>) => {
  const latencies: number[] = [];
  const cpu0 = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  let errors = 0;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        await op();
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  }));
  const cpu = process.cpuUsage(cpu0);
  latencies.sort((a, b) => a - b);
  const q = (p: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(2));
  return { ops: Math.round(latencies.length / seconds), p50_ms: q(0.5), p99_ms: q(0.99), errors, cpu_us: Math.round((cpu.user + cpu.system) / Math.max(1, latencies.length)) };
};
