// One process per embedded data directory. Two PGlites on one directory both run, each with its own shared
// buffers and WAL position, and each overwrites the other's pages: acknowledged writes of one are lost, and a
// rebuild beside a live server left files the server then could not open. PGlite itself takes no lock, so every
// opener of a data directory (the server, rebuild, seed, replay, the tests' children) takes this one first.
//
// The lock is a listening socket whose name is the directory's: binding it is atomic (a second bind is
// EADDRINUSE), and the kernel closes it when the process ends however it ends, kill -9 included, so a crashed
// server never leaves a lock behind. On Linux the socket is in the abstract namespace (no file at all); elsewhere
// it is a named pipe (Windows) or a socket file in the temporary directory, whose file a dead holder leaves behind:
// a socket nobody listens on refuses connections, and the file is then replaced. The holder answers every
// connection with who it is (pid, command, since), so that the refusal names the running process.
//
// The scope is one host (on Linux, one network namespace): containers sharing a volume need DATABASE_URL anyway.
import { createHash } from "node:crypto";
import { mkdirSync, realpathSync, unlinkSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Who holds a data directory, as the holder tells it. */
export interface LockHolder {
  readonly pid: number;
  readonly command: string;
  readonly since: string;
}

/** The data directory is open in another process (or another opener of this one): nothing was opened. */
export class DataDirLocked extends Error {
  readonly _tag = "DataDirLocked";
  constructor(readonly dataDir: string, readonly holder: LockHolder | null) {
    const who = holder ? `process ${holder.pid} (${holder.command}, since ${holder.since})` : "another process";
    super(
      `the embedded database in ${dataDir} is in use by ${who}. One process may open it at a time: stop that ` +
        "process first (a second one would overwrite its writes), or use PostgreSQL (DATABASE_URL) to run several.",
    );
  }
}

export interface DataDirLock {
  readonly address: string;
  release(): Promise<void>;
}

/** The directory's absolute, symlink-free name (so that two spellings of one directory are one lock). */
const canonical = (dataDir: string) => {
  const absolute = path.resolve(dataDir);
  mkdirSync(path.dirname(absolute), { recursive: true });
  return path.join(realpathSync(path.dirname(absolute)), path.basename(absolute));
};

/** The socket address that stands for the directory on this platform. */
export const lockAddress = (dataDir: string, platform: NodeJS.Platform = process.platform) => {
  const name = `stride-pglite-${createHash("sha256").update(canonical(dataDir)).digest("hex").slice(0, 32)}`;
  if (platform === "linux") return `\0${name}`;
  if (platform === "win32") return `\\\\?\\pipe\\${name}`;
  return path.join(tmpdir(), `${name}.sock`);
};

const me = (): LockHolder => ({ pid: process.pid, command: process.argv.slice(1).map((a) => path.basename(a)).join(" ") || "node", since: new Date().toISOString() });

const listen = (server: Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });

/** Asks the holder who it is; null when nobody listens (a dead holder's socket file) or it does not say in time. */
const askHolder = (address: string) =>
  new Promise<LockHolder | "nobody" | null>((resolve) => {
    let text = "";
    const socket = connect(address);
    const done = (v: LockHolder | "nobody" | null) => {
      socket.destroy();
      resolve(v);
    };
    socket.setTimeout(2000, () => done(null));
    socket.on("data", (d) => { text += d; });
    socket.on("end", () => {
      try {
        done(JSON.parse(text) as LockHolder);
      } catch {
        done(null);
      }
    });
    socket.on("error", (e: NodeJS.ErrnoException) => done(e.code === "ECONNREFUSED" || e.code === "ENOENT" ? "nobody" : null));
  });

/**
 * Takes the data directory's lock for this process, or throws DataDirLocked naming the holder. The socket does not
 * keep the process alive (unref); `release` frees it for the next opener.
 */
export const lockDataDir = async (dataDir: string): Promise<DataDirLock> => {
  const address = lockAddress(dataDir);
  const holder = JSON.stringify(me());
  for (let attempt = 0; ; attempt++) {
    const server = createServer((socket) => socket.end(holder));
    try {
      await listen(server, address);
      server.unref();
      return { address, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EADDRINUSE") throw e;
      const who = await askHolder(address);
      // A socket file nobody listens on: its holder died. Replaced once; a second refusal is a live race winner.
      if (who === "nobody" && !address.startsWith("\0") && attempt === 0) {
        try { unlinkSync(address); } catch {}
        continue;
      }
      throw new DataDirLocked(path.resolve(dataDir), who === "nobody" ? null : who);
    }
  }
};

/** The lock for a PGlite `dataDir` on disk; none for an in-memory database (undefined, `memory://`). */
export const lockIfOnDisk = (dataDir: string | undefined): Promise<DataDirLock | null> =>
  dataDir === undefined || dataDir.includes("://") ? Promise.resolve(null) : lockDataDir(dataDir);
