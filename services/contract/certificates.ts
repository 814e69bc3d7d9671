import { Schema } from "effect";
import { Multipart } from "effect/http";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api";
import { Conflict, Forbidden, Invalid, NotFound, Seen, SeenQuery, TooLarge } from "./errors.js";
import { Int32, Line } from "./ids.js";
import { IntFromString } from "./lists.js";
import { Authorization } from "./security.js";

/**
 * Certificates (spec 000 §2 management/certificates, §3 "Courses, certificates, codes"; spec 001 §9). Templates
 * are read with the `courses` section and written with its edit flag (the spec gives certificates no section of
 * their own); a person reads and downloads their own certificates with `profile`; anyone verifies one by its uuid.
 */
export const CERTIFICATE_LIMITS = { name: 255, body: 2000, page: 100, courses: 500 } as const;
/** Spec 001 §9: the background is 2480×3508 pixels (A4 at 300 dpi), turned for a horizontal template. */
export const BACKGROUND = { width: 2480, height: 3508, maxBytes: 20 * 1024 * 1024 } as const;
/** Fonts by id (spec 000 §3). */
export const CertificateFonts = { 1: "roboto", 2: "pt_root_ui", 3: "pt_astra_fact" } as const;
export const Orientations = ["horizontal", "vertical"] as const;
export const Alignments = ["left", "center", "right"] as const;
export const TemplateStates = ["active", "inactive"] as const;
/** The fields a template's text may hold, replaced when a certificate is rendered. */
export const TemplateFields = ["{name}", "{course}", "{date}"] as const;

export const CertificateMessages = {
  backgroundSize: "certificates.errors.backgroundSize",
  backgroundFormat: "certificates.errors.backgroundFormat",
  backgroundMissing: "certificates.errors.backgroundMissing",
  backgroundTooLarge: "certificates.errors.backgroundTooLarge",
  courseTaken: "certificates.errors.courseTaken",
  inactive: "certificates.errors.inactive",
  empty: "certificates.errors.empty",
  notFound: "certificates.errors.notFound",
} as const;

const Id = Int32.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 }));
const IdQuery = { id: IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 2147483647 })) };
const Uuid = Schema.String.check(Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: CertificateMessages.notFound }));
const PageQuery = {
  limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: CERTIFICATE_LIMITS.page }))),
  last_id: Schema.optional(Schema.NullOr(Id)),
};
const page = <S extends Schema.Top>(item: S) => Schema.Struct({ items: Schema.Array(item), last_id: Schema.NullOr(Schema.Int) });

const Fields = {
  name: Line(CERTIFICATE_LIMITS.name),
  state: Schema.Literals(TemplateStates),
  font_id: Schema.Literals([1, 2, 3]),
  orientation: Schema.Literals(Orientations),
  body: Schema.String.check(Schema.isMaxLength(CERTIFICATE_LIMITS.body)),
  alignment: Schema.Literals(Alignments),
};
export const TemplateInput = Schema.Struct(Fields);
export type TemplateInput = typeof TemplateInput.Type;

export const CertificateTemplate = Schema.Struct({
  id: Schema.Int,
  ...Fields,
  has_background: Schema.Boolean,
  /** The training tab: the courses that grant this certificate. */
  course_ids: Schema.Array(Schema.Int),
  version: Schema.Int,
  updated_at: Schema.String,
});
export type CertificateTemplate = typeof CertificateTemplate.Type;

export const TemplateSummary = Schema.Struct({
  id: Schema.Int, name: Schema.String, state: Schema.Literals(TemplateStates), orientation: Schema.Literals(Orientations),
  courses: Schema.Int, issued: Schema.Int, updated_at: Schema.String,
});
export type TemplateSummary = typeof TemplateSummary.Type;

export const MyCertificate = Schema.Struct({
  id: Schema.Int, uuid: Schema.String, course_id: Schema.Int, course_title: Schema.String, issued_at: Schema.String,
});
export type MyCertificate = typeof MyCertificate.Type;

/** What the public verification page shows: whether it is genuine, and the name, course and date; nothing else. */
export const Verification = Schema.Struct({
  uuid: Schema.String, person_name: Schema.String, course_title: Schema.String, issued_at: Schema.String,
});
export type Verification = typeof Verification.Type;

const Pdf = HttpApiSchema.StreamUint8Array({ contentType: "application/pdf" });
const W = [Forbidden, NotFound, Invalid, Conflict];

/** Templates, their background and training courses, the preview, and the person's own certificates. */
export class CertificatesGroup extends HttpApiGroup.make("certificates")
  .add(HttpApiEndpoint.post("templates", "/certificateTemplatesList", { payload: Schema.Struct(PageQuery), success: page(TemplateSummary), error: W }))
  .add(HttpApiEndpoint.get("template", "/certificateTemplate", { query: IdQuery, success: CertificateTemplate, error: W }))
  .add(HttpApiEndpoint.post("createTemplate", "/certificateTemplate", { payload: TemplateInput, success: CertificateTemplate, error: W }))
  .add(HttpApiEndpoint.put("updateTemplate", "/certificateTemplate", {
    payload: Schema.Struct({ id: Id, ...Fields, ...Seen }), success: CertificateTemplate, error: W,
  }))
  .add(HttpApiEndpoint.delete("removeTemplate", "/certificateTemplate", { query: { ...IdQuery, ...SeenQuery }, success: HttpApiSchema.NoContent, error: W }))
  .add(HttpApiEndpoint.post("uploadBackground", "/certificateTemplateBackground", {
    query: IdQuery,
    payload: Schema.Struct({ file: Multipart.SingleFileSchema }).pipe(
      HttpApiSchema.asMultipartStream({ maxFileSize: BACKGROUND.maxBytes, maxTotalSize: BACKGROUND.maxBytes + 64 * 1024 })),
    success: CertificateTemplate, error: [...W, TooLarge],
  }))
  .add(HttpApiEndpoint.delete("removeBackground", "/certificateTemplateBackground", { query: IdQuery, success: CertificateTemplate, error: W }))
  .add(HttpApiEndpoint.put("setTemplateCourses", "/certificateTemplateCourses", {
    payload: Schema.Struct({ id: Id, course_ids: Schema.Array(Id).check(Schema.isMaxLength(CERTIFICATE_LIMITS.courses)), ...Seen }),
    success: CertificateTemplate, error: W,
  }))
  .add(HttpApiEndpoint.get("previewTemplate", "/certificateTemplatePreview", { query: IdQuery, success: Pdf, error: W }))
  .add(HttpApiEndpoint.post("myCertificates", "/myCertificates", { payload: Schema.Struct(PageQuery), success: page(MyCertificate), error: W }))
  .add(HttpApiEndpoint.get("certificatePdf", "/certificatePdf", { query: { uuid: Uuid }, success: Pdf, error: W }))
  .middleware(Authorization) {}

/** Verification of a certificate by its uuid: public, no session. */
export class CertificatesPublicGroup extends HttpApiGroup.make("certificatesPublic")
  .add(HttpApiEndpoint.get("verifyCertificate", "/verifyCertificate/:uuid", { params: { uuid: Uuid }, success: Verification, error: [NotFound, Invalid] })) {}
