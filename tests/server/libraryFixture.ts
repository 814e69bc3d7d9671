import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import type { S3Settings } from "../../src/server/files/storage.js";
import { startServer, type TestServer } from "./harness.js";

export interface LibraryEnv {
  readonly server: TestServer;
  readonly dataDir: string;
  readonly admin: string;
  readonly employee: string;
  readonly manager: string;
  readonly foreign: string;
  readonly s3: boolean;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on 127.0.0.1 with a temp directory and one bucket. */
export const startS3 = async (): Promise<{ settings: S3Settings; stop: () => Promise<void> }> => {
  const dir = await mkdtemp(path.join(tmpdir(), "stride-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory: dir, silent: true, configureBuckets: [{ name: "stride" }] });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`, bucket: "stride", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", region: "us-east-1", forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/** A server with a temp DATA_DIR (files on disk, or in s3rver when `s3`), and tokens of four users. */
export const startLibrary = async (opts: { s3?: boolean; uploadMaxFileMb?: number } = {}): Promise<LibraryEnv> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "stride-lib-"));
  const s3 = opts.s3 ? await startS3() : null;
  const server = await startServer({
    dataDir, s3: s3?.settings, uploadMaxFileBytes: (opts.uploadMaxFileMb ?? 512) * 1024 * 1024, uploadMaxRequestBytes: 2048 * 1024 * 1024,
  });
  const [admin, employee, manager, foreign] = await Promise.all(
    ["admin@demo.local", "employee@demo.local", "manager@demo.local", "admin@northwind.local"].map(async (e) => (await server.login(e)).token));
  return {
    server, dataDir, admin, employee, manager, foreign, s3: !!s3,
    close: async () => {
      await server.close();
      await s3?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** JSON call with a bearer token. */
export const call = (env: LibraryEnv, token: string, p: string, body?: unknown, method?: string) =>
  env.server.request(`/api/${p}`, { token, body, method });

export const userId = async (env: LibraryEnv, email: string) =>
  (await env.server.db.query<{ id: number }>("select id from users where lower(email) = $1", [email]))[0].id;

export const mkdir = async (env: LibraryEnv, token: string, parent: number | null, name: string) => {
  const r = await call(env, token, "createLibraryFolder", { parent_folder_id: parent, display_name: name });
  if (r.status !== 200) throw new Error(`createLibraryFolder ${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as number;
};

export interface UploadFile {
  readonly name: string;
  readonly bytes: Uint8Array | string;
  readonly type?: string;
}

/** Multipart upload through fileStorageUploader; fields first, then the file parts. */
export const upload = async (env: LibraryEnv, token: string, files: UploadFile[], fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) {
    const bytes = typeof f.bytes === "string" ? new TextEncoder().encode(f.bytes) : f.bytes;
    form.append("file", new Blob([bytes as BlobPart], { type: f.type ?? "application/octet-stream" }), f.name);
  }
  const res = await fetch(`${env.server.base}/api/fileStorageUploader`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
};

export const PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** Puts a file into a folder (as admin) and returns its id. */
export const putFile = async (env: LibraryEnv, folder: number | null, name = "doc.pdf", bytes: string | Uint8Array = PDF) => {
  const r = await upload(env, env.admin, [{ name, bytes }], folder === null ? {} : { library_folder_id: String(folder) });
  if (r.status !== 200) throw new Error(`upload ${name}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body[0].id as number;
};

export const menu = (item: { context_menu: Array<{ operation_name: string; enabled: boolean }> }) =>
  Object.fromEntries(item.context_menu.map((m) => [m.operation_name, m.enabled]));
