import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

/** Object storage settings, from S3_* (config.ts). */
export interface S3Settings {
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  readonly forcePathStyle: boolean;
}

/** A stored object as a listing sees it: its key and when its bytes were written. */
export interface StoredObject {
  readonly key: string;
  readonly modifiedAt: Date;
}

/**
 * Where file bytes live. Every upload is first written to a temp file under `<root>/tmp` (streamed, never whole
 * in memory), then committed: renamed into place on disk, or sent to S3 and removed. A temp file left by a
 * killed process is never visible (no row points at it) and `cleanTemp` removes it on the next start.
 */
export interface Storage {
  readonly kind: "disk" | "s3";
  /** A fresh temp file to stream an upload into. */
  tempFile(): Promise<{ path: string; stream: WriteStream }>;
  /** Makes a finished temp file the object `key`. */
  commit(tempPath: string, key: string, contentType: string): Promise<void>;
  open(key: string): Promise<Readable>;
  /** Deletes the object `key` (gone already is fine): an erased person's avatar, an object the sweep found unnamed. */
  remove(key: string): Promise<void>;
  /**
   * Every stored object, in key order (bytewise), so the objects of one client (`c<id>/…`) come one after another:
   * the sweep (`sweep.ts`) reads each client's named keys once.
   */
  list(): AsyncIterable<StoredObject>;
  /** A presigned GET url (S3), or null on disk. */
  url(key: string, o: { contentType: string; disposition: string }): Promise<string | null>;
  cleanTemp(): Promise<number>;
}

const keyPath = (root: string, key: string) => {
  if (!/^[a-z0-9/_-]+$/i.test(key) || key.includes("..")) throw new Error(`bad storage key ${key}`);
  return path.join(root, "objects", key);
};

const tempDir = (root: string) => path.join(root, "tmp");

const newTemp = async (root: string) => {
  await mkdir(tempDir(root), { recursive: true });
  const p = path.join(tempDir(root), `${Date.now()}-${randomBytes(8).toString("hex")}.part`);
  return { path: p, stream: createWriteStream(p, { flags: "wx" }) };
};

const cleanTemp = async (root: string) => {
  const dir = tempDir(root);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const n of names) await rm(path.join(dir, n), { force: true, recursive: true });
  return names.length;
};

/** The objects under `dir` (keys relative to `base`), depth first in bytewise name order: the order S3 lists keys in. */
async function* walk(base: string, dir: string): AsyncIterable<StoredObject> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries.map((e) => ({ e, sortAs: Buffer.from(e.isDirectory() ? `${e.name}/` : e.name) }))
    .sort((a, b) => Buffer.compare(a.sortAs, b.sortAs));
  for (const { e } of names) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(base, p);
    else if (e.isFile()) {
      const st = await stat(p).catch(() => null);
      if (st) yield { key: path.relative(base, p).split(path.sep).join("/"), modifiedAt: st.mtime };
    }
  }
}

/** Files on local disk under `root` (DATA_DIR/files). */
export const diskStorage = (root: string): Storage => ({
  kind: "disk",
  tempFile: () => newTemp(root),
  commit: async (tempPath, key) => {
    const dest = keyPath(root, key);
    for (let tries = 0; ; tries++) {
      await mkdir(path.dirname(dest), { recursive: true });
      // The sweep removes a directory it emptied; one that it removed between the mkdir and the rename is made again.
      const moved = await rename(tempPath, dest).then(() => true, (e) => (e.code === "ENOENT" && tries < 3 ? false : Promise.reject(e)));
      if (moved) return;
    }
  },
  open: async (key) => {
    const p = keyPath(root, key);
    await stat(p);
    return createReadStream(p, { highWaterMark: 64 * 1024 });
  },
  remove: async (key) => {
    const p = keyPath(root, key);
    await rm(p, { force: true });
    // Keys spread over many directories (newKey): an emptied one goes with its last object (a full one stays).
    await rmdir(path.dirname(p)).catch(() => undefined);
  },
  list: () => walk(path.join(root, "objects"), path.join(root, "objects")),
  url: async () => null,
  cleanTemp: () => cleanTemp(root),
});

/** Files in an S3 bucket; temp files still go to local disk under `root`. */
export const s3Storage = (root: string, s: S3Settings): Storage => {
  const client = new S3Client({
    endpoint: s.endpoint, region: s.region, forcePathStyle: s.forcePathStyle,
    // Plain signed bodies: S3-compatible servers (MinIO, Ceph, s3rver) do not all read aws-chunked uploads.
    requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED",
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  return {
    kind: "s3",
    tempFile: () => newTemp(root),
    commit: async (tempPath, key, contentType) => {
      const { size } = await stat(tempPath);
      await client.send(new PutObjectCommand({
        Bucket: s.bucket, Key: key, Body: createReadStream(tempPath, { highWaterMark: 256 * 1024 }), ContentLength: size, ContentType: contentType,
      }));
      await rm(tempPath, { force: true });
    },
    open: async (key) => {
      const out = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }));
      return out.Body as Readable;
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
    list: async function* () {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s.bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key && o.LastModified) yield { key: o.Key, modifiedAt: o.LastModified };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    url: (key, o) =>
      getSignedUrl(client, new GetObjectCommand({
        Bucket: s.bucket, Key: key, ResponseContentType: o.contentType, ResponseContentDisposition: o.disposition,
      }), { expiresIn: 15 * 60 }),
    cleanTemp: () => cleanTemp(root),
  };
};

/** A new object key: random, so a key never reveals or guesses another client's file. */
export const newKey = (clientId: number) => `c${clientId}/${randomBytes(3).toString("hex")}/${randomBytes(16).toString("hex")}`;

const cache = new Map<string, Storage>();

/** The storage for a configuration (one per root and bucket per process). */
export const storageFor = (root: string, s3: S3Settings | undefined): Storage => {
  const id = `${root}|${s3?.endpoint ?? ""}|${s3?.bucket ?? ""}`;
  let st = cache.get(id);
  if (!st) {
    st = s3 ? s3Storage(root, s3) : diskStorage(root);
    cache.set(id, st);
  }
  return st;
};
