// The SHA-256 of what an upload carries, taken as its handler reads the body: an upload is up to 4 GB (library
// files), so it is neither kept in memory nor written aside to be digested first. idempotency.ts puts the digest in a
// key's fingerprint, so that one key on two different uploads is refused instead of answering the first upload again.
//
// The digest is of the parts, not of the raw body: a client chooses a new multipart boundary for every request, so
// the same file sent again is other bytes on the wire. The body is parsed a second time beside the handler's parser,
// only to hash each part's name, file name, type and content.
import { createHash, type Hash } from "node:crypto";
import { pipeline, type Readable, Transform } from "node:stream";
import { finished } from "node:stream/promises";
import { type HttpServerRequest, MultipartParser } from "effect/http";

export interface DigestedBody {
  /** The same request for the handler, its body read through the digest. */
  readonly request: HttpServerRequest.HttpServerRequest;
  /** Reads whatever the handler left unread, then answers the whole body's SHA-256 (hex); rejects if the body failed. */
  readonly digest: () => Promise<string>;
}

/** Hashes a multipart body's parts as its chunks arrive: each part's name, file name, type and content's SHA-256. */
const partsDigest = (headers: Readonly<Record<string, string>>) => {
  const seen: unknown[] = [];
  let failed: string | null = null;
  const hashOf = (bytes?: Uint8Array) => {
    const h = createHash("sha256");
    if (bytes) h.update(bytes);
    return h;
  };
  const parser = MultipartParser.make({
    headers: { ...headers },
    onField: (info, value) => seen.push(["field", info.name, hashOf(value).digest("hex")]),
    onFile: (info) => {
      const content: Hash = hashOf();
      return (chunk) => {
        if (chunk) content.update(chunk);
        else seen.push(["file", info.name, info.filename ?? null, info.contentType, content.digest("hex")]);
      };
    },
    onError: (e) => { failed = e._tag; },
    onDone: () => {},
  });
  return {
    write: (chunk: Uint8Array) => parser.write(chunk),
    end: () => parser.end(),
    digest: () => {
      if (failed) throw new Error(`the multipart body could not be read (${failed})`);
      return hashOf(Buffer.from(JSON.stringify(seen))).digest("hex");
    },
  };
};

/** The Node server's request reads its body from `bodySource` (@effect/platform-node), which a subclass may replace. */
type NodeRequest = HttpServerRequest.HttpServerRequest & { readonly bodySource: Readable };
const isNodeRequest = (r: HttpServerRequest.HttpServerRequest): r is NodeRequest =>
  typeof (r as Partial<NodeRequest>).bodySource?.pipe === "function";

/**
 * The request with its body digested as it is read, or null where the body does not come from a Node stream (then
 * the caller cannot digest it without consuming it).
 */
export const digestedBody = (request: HttpServerRequest.HttpServerRequest): DigestedBody | null => {
  if (!isNodeRequest(request)) return null;
  const source = request.bodySource;
  const parts = partsDigest(request.headers);
  let through: Transform | undefined;
  const tee = () => {
    if (!through) {
      through = new Transform({
        transform: (chunk, _encoding, done) => { parts.write(chunk); done(null, chunk); },
        flush: (done) => { parts.end(); done(); },
      });
      // A body that breaks off fails `through`, which is what the handler reads: it sees the same error.
      pipeline(source, through, () => {});
    }
    return through;
  };
  // Everything else of the request is the original's (its headers, url, caches); only the body is read through us.
  const request_ = Object.create(request, { bodySource: { get: tee } }) as HttpServerRequest.HttpServerRequest;
  return {
    request: request_,
    digest: async () => {
      const t = tee();
      t.resume();
      await finished(t);
      return parts.digest();
    },
  };
};
