import { Effect, Stream } from "effect";
import { Multipart } from "effect/http";

/** The first file part of a given key, read whole into memory. */
export interface FilePart {
  readonly name: string;
  readonly bytes: Buffer;
}

/**
 * Why no file part could be read: the body was over a multipart size limit, it was not valid multipart, or it had no
 * file part of that key. Each caller maps these to its own error, as its messages differ.
 */
export type FilePartFailure = "tooLarge" | "malformed" | "missing";

/** Reads the first file part named `key` into memory (every other part is drained), or says why it could not. */
export const readFilePart = (
  parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>,
  key: string,
): Effect.Effect<FilePart, FilePartFailure> => {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let name: string | null = null;
  return Stream.runForEach(parts, (part) => {
    if (!Multipart.isFile(part)) return Effect.void;
    const mine = part.key === key && name === null;
    if (mine) name = part.name;
    // The other parts are still read to the end: the body has to be consumed for the next part to arrive.
    return Stream.runForEach(part.content, (chunk) =>
      Effect.sync(() => {
        if (!mine) return;
        size += chunk.length;
        chunks.push(chunk);
      }));
  }).pipe(
    Effect.catch((e: Multipart.MultipartError) =>
      Effect.fail<FilePartFailure>(e.reason._tag === "FileTooLarge" || e.reason._tag === "BodyTooLarge" ? "tooLarge" : "malformed")),
    Effect.flatMap(() => (name === null ? Effect.fail<FilePartFailure>("missing") : Effect.succeed({ name, bytes: Buffer.concat(chunks, size) }))),
  );
};
