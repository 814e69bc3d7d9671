// The real server as a child process (`node --import tsx src/server/main.ts`), for tests that kill it or run two.
import { type ChildProcess, spawn } from "node:child_process";
import { webcrypto } from "node:crypto";
import { createServer } from "node:net";

/** A TCP port free on 127.0.0.1 now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly base: string;
  /** What the server has printed so far, stdout and stderr. */
  readonly output: () => string;
}

/**
 * Starts the server on `port` with `env` over this process's environment; resolves when it answers, checking every
 * 100 ms up to `attempts` times (a first start on PGlite builds its data directory).
 */
export const startServerProcess = async (port: number, env: Record<string, string>, attempts: number): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => { output += d; });
  child.stderr?.on("data", (d) => { output += d; });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < attempts; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${base}/api/authPublicKey`, { signal: AbortSignal.timeout(2000) })).ok) return { child, base, output: () => output };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${output}`);
};

/** Signs in over HTTP as the login form does: the password encrypted with the server's public key (RSA-OAEP). */
export const signIn = async (base: string, login: string, plain: string) => {
  const { key } = await (await fetch(`${base}/api/authPublicKey`)).json();
  const der = Buffer.from(key.replace(/-----[^-]+-----|\s/g, ""), "base64");
  const pub = await webcrypto.subtle.importKey("spki", der, { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
  const password = Buffer.from(await webcrypto.subtle.encrypt({ name: "RSA-OAEP" }, pub, new TextEncoder().encode(plain))).toString("base64");
  return fetch(`${base}/api/userAuthTokens`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ login, password }) });
};
