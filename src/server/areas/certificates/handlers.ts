import { Readable } from "node:stream";
import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { Api } from "../../../../services/contract/api.js";
import { CertificateMessages as M } from "../../../../services/contract/certificates.js";
import type { Conflict, Forbidden, Invalid } from "../../../../services/contract/errors.js";
import { NotFound } from "../../../../services/contract/errors.js";
import { allows } from "../../../../services/contract/permissions.js";
import { personName } from "../../../../services/contract/personName.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { requirePermission } from "../../auth/permissions.js";
import type { Db } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { runDb } from "../../http/run.js";
import { AppClock, AppConfig } from "../../http/services.js";
import { bytesResponse, disposition } from "../library/index.js";
import { inRequestLanguage } from "../lists/index.js";
import { uploadBackground } from "./background.js";
import * as cmd from "./commands.js";
import { certificateByUuid, myCertificatePage, templateOf, templatePage, templateRow } from "./queries.js";
import { certificatePdf, previewPdf } from "./render.js";

type E = Forbidden | NotFound | Invalid | Conflict;
const DEFAULT_PAGE = 50;

/** Template work: reads with the courses section, writes with its edit flag, always in the session's client. */
const templatesDb = <A>(edit: boolean, work: (db: Db, u: SessionUser) => Promise<A>) =>
  Effect.flatMap(edit ? requirePermission("courses", "edit") : requirePermission("courses"), (u) => runDb<E, A>((db) => work(db, u)));

const pdfResponse = (bytes: Uint8Array, name: string) =>
  bytesResponse(() => Readable.from([Buffer.from(bytes)]), "application/pdf", { "content-disposition": disposition(false, name) });

const notFound = () => new NotFound({ message: M.notFound, detail: "no such certificate" });

/** management/certificates, the person's certificates, and the public verification. */
export const CertificatesLive = HttpApiBuilder.group(Api, "certificates", (h) =>
  h
    .handle("templates", ({ payload }) =>
      templatesDb(false, (db, u) => templatePage(db, u.clientId, payload.last_id ?? null, payload.limit ?? DEFAULT_PAGE)))
    .handle("template", ({ query }) => templatesDb(false, (db, u) => templateOf(db, u.clientId, query.id)))
    .handle("createTemplate", ({ payload }) =>
      templatesDb(true, async (db, u) => templateOf(db, u.clientId, await transact(db, (tx) => cmd.createTemplate(tx, u, payload)))))
    .handle("updateTemplate", ({ payload }) =>
      templatesDb(true, async (db, u) => {
        await transact(db, (tx) => cmd.updateTemplate(tx, u, payload.id, payload, payload.expectedVersion));
        return templateOf(db, u.clientId, payload.id);
      }))
    .handle("removeTemplate", ({ query }) =>
      templatesDb(true, (db, u) => transact(db, (tx) => cmd.removeTemplate(tx, u, query.id, query.expectedVersion))))
    .handle("uploadBackground", ({ query, payload }) =>
      Effect.flatMap(requirePermission("courses", "edit"), (u) => uploadBackground(u, query.id, payload)))
    .handle("removeBackground", ({ query }) =>
      templatesDb(true, async (db, u) => {
        await transact(db, (tx) => cmd.removeBackground(tx, u, query.id));
        return templateOf(db, u.clientId, query.id);
      }))
    .handle("setTemplateCourses", ({ payload }) =>
      templatesDb(true, async (db, u) => {
        await transact(db, (tx) => cmd.setCourses(tx, u, payload.id, payload.course_ids, payload.expectedVersion));
        return templateOf(db, u.clientId, payload.id);
      }))
    .handle("previewTemplate", ({ query }) =>
      Effect.gen(function* () {
        const user = yield* Effect.flatMap(requirePermission("courses"), inRequestLanguage);
        const config = yield* AppConfig;
        const now = (yield* AppClock).now();
        const bytes = yield* runDb<E, Uint8Array>(async (db) =>
          previewPdf(db, config, user.clientId, await templateRow(db, user.clientId, query.id), user.language, now));
        return pdfResponse(bytes, "preview.pdf");
      }))
    .handle("myCertificates", ({ payload }) =>
      Effect.flatMap(requirePermission("profile"), (u) =>
        runDb<E, any>((db) => myCertificatePage(db, u.clientId, u.userId, payload.last_id ?? null, payload.limit ?? DEFAULT_PAGE))))
    .handle("certificatePdf", ({ query }) =>
      Effect.gen(function* () {
        const u = yield* requirePermission("profile");
        const config = yield* AppConfig;
        const bytes = yield* runDb<E, Uint8Array>(async (db) => {
          const c = await certificateByUuid(db, query.uuid);
          // One's own, or, for an administrator of courses, any of the client's; another client's is not found.
          if (!c || c.client_id !== u.clientId || (c.user_id !== u.userId && !allows(u.permissions, "courses"))) throw notFound();
          return certificatePdf(db, config, c);
        });
        return pdfResponse(bytes, "certificate.pdf");
      })),
);

/** GET /api/verifyCertificate/{uuid}: anyone; whether it is genuine, with the name, course and date only. */
export const CertificatesPublicLive = HttpApiBuilder.group(Api, "certificatesPublic", (h) =>
  h.handle("verifyCertificate", ({ params }) =>
    runDb<NotFound, any>(async (db) => {
      const c = await certificateByUuid(db, params.uuid);
      if (!c) throw notFound();
      return {
        uuid: c.uuid, person_name: personName(c, c.language), course_title: c.course_title, issued_at: new Date(c.issued_at).toISOString(),
      };
    })),
);
