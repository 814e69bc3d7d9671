// The template's background image: a PNG or JPEG of 2480×3508 pixels (spec 001 §9), turned to 3508×2480 for a
// horizontal template. It is kept in the server's file storage (disk or S3) under a key of its own, like the
// client's privacy policy, with the one-page PDF of it that certificates are drawn on (pdf.ts `backgroundPage`); it
// is not a library file, so no library right reaches it.
import { finished } from "node:stream/promises";
import { Effect, type Stream } from "effect";
import type { Multipart } from "effect/http";
import { BACKGROUND, type CertificateTemplate, CertificateMessages as M } from "../../../../services/contract/certificates.js";
import { Invalid, Messages, type NotFound, TooLarge } from "../../../../services/contract/errors.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { transact } from "../../events/command.js";
import { newKey, type Storage } from "../../files/storage.js";
import { readFilePart } from "../../http/readFilePart.js";
import { runDb } from "../../http/run.js";
import { AppConfig } from "../../http/services.js";
import { storageOf } from "../library/index.js";
import { fitsOrientation, setBackground } from "./commands.js";
import { imageInfo, pngDecodes } from "./image.js";
import { backgroundPage } from "./pdf.js";
import { pageKey } from "./render.js";
import { templateOf, templateRow } from "./queries.js";

const invalid = (message: string, detail?: string) =>
  new Invalid({ message: Messages.invalid, ...(detail ? { detail } : {}), fields: [{ path: "payload.file", message }] });

const store = async (storage: Storage, key: string, bytes: Uint8Array, contentType: string) => {
  const temp = await storage.tempFile();
  temp.stream.end(bytes);
  await finished(temp.stream);
  await storage.commit(temp.path, key, contentType);
};

/** Reads the `file` part, checks it against the template's orientation, stores it and points the template at it. */
export const uploadBackground = (u: SessionUser, id: number, parts: Stream.Stream<Multipart.Part, Multipart.MultipartError>) =>
  Effect.gen(function* () {
    const file = yield* readFilePart(parts, "file").pipe(Effect.mapError((why) => why === "tooLarge"
      ? new TooLarge({ message: M.backgroundTooLarge, detail: `over ${BACKGROUND.maxBytes} bytes` })
      : invalid(M.backgroundMissing)));
    const image = imageInfo(file.bytes);
    if (!image || (image.type === "image/png" && !pngDecodes(file.bytes))) return yield* Effect.fail(invalid(M.backgroundFormat));
    const storage = storageOf(yield* AppConfig);
    return yield* runDb<Invalid | NotFound, CertificateTemplate>(async (db) => {
      const row = await templateRow(db, u.clientId, id);
      if (!fitsOrientation(image, row.orientation)) throw invalid(M.backgroundSize, `${image.width}x${image.height} for ${row.orientation}`);
      const key = newKey(u.clientId);
      // A header that reads right over pixels that do not (a damaged file) is refused like any other non-image.
      const page = await backgroundPage(file.bytes, image.type, row.orientation).catch(() => null);
      if (!page) throw invalid(M.backgroundFormat, "the image does not decode");
      await store(storage, key, file.bytes, image.type);
      await store(storage, pageKey(key), page, "application/pdf");
      await transact(db, (tx) => setBackground(tx, u, id, key, image));
      return templateOf(db, u.clientId, id);
    });
  });
