// The certificates calls (services/contract/certificates.ts) for the browser: the area client for JSON calls, plain
// fetch for the background upload (multipart) and the PDFs (bytes), with the session's token.
import { areaApi, areaClient } from "../../../services/client/api";
import { apiBase, requestLocale } from "../../../services/client/config";
import { authorizationHeader } from "../../../services/client/token";
import { CertificatesGroup } from "../../../services/contract/certificates";
import type * as C from "../../../services/contract/certificates";

const call = areaClient(areaApi(CertificatesGroup));
type S = AbortSignal | undefined;
type Page = { limit: number; last_id?: number };

export type Template = C.CertificateTemplate;
export type TemplateInput = C.TemplateInput;
export type TemplateSummary = C.TemplateSummary;
export type MyCertificate = C.MyCertificate;
export type Verification = C.Verification;

export const templates = (q: Page, signal?: S) => call("certificates.templates", (a) => a.certificates.templates({ payload: q }), { signal });
export const template = (id: number, signal?: S) => call("certificates.template", (a) => a.certificates.template({ query: { id } }), { signal });
export const createTemplate = (payload: TemplateInput) => call("certificates.createTemplate", (a) => a.certificates.createTemplate({ payload }));
export const updateTemplate = (id: number, payload: TemplateInput, expectedVersion: number) =>
  call("certificates.updateTemplate", (a) => a.certificates.updateTemplate({ payload: { id, ...payload, expectedVersion } }));
export const setCourses = (id: number, course_ids: number[], expectedVersion: number) =>
  call("certificates.setTemplateCourses", (a) => a.certificates.setTemplateCourses({ payload: { id, course_ids, expectedVersion } }));
export const removeBackground = (id: number) => call("certificates.removeBackground", (a) => a.certificates.removeBackground({ query: { id } }));
export const myCertificates = (q: Page, signal?: S) => call("certificates.myCertificates", (a) => a.certificates.myCertificates({ payload: q }), { signal });

const headers = () => {
  const h: Record<string, string> = { "content-language": requestLocale() };
  const auth = authorizationHeader();
  if (auth) h.authorization = auth;
  return h;
};
/** A failed plain call, carrying the contract error's body (its catalogue id in `message`) when there is one. */
const fail = async (res: Response) => {
  const body = await res.json().catch(() => ({}));
  return Object.assign(new Error(typeof body?.message === "string" ? body.message : `certificates ${res.status}`), { status: res.status, ...body });
};

/** Uploads the template's background (PNG or JPEG of 2480×3508, turned for a horizontal template). */
export async function uploadBackground(id: number, file: File): Promise<Template> {
  const form = new FormData();
  form.append("file", file, file.name);
  const res = await fetch(`${apiBase()}/api/certificateTemplateBackground?id=${id}`, { method: "POST", headers: headers(), credentials: "include", body: form });
  if (!res.ok) throw await fail(res);
  return (await res.json()) as Template;
}

/** A PDF the server renders, as an object URL. */
export async function pdfUrl(path: string): Promise<string> {
  const res = await fetch(`${apiBase()}/api/${path}`, { headers: headers(), credentials: "include" });
  if (!res.ok) throw await fail(res);
  return URL.createObjectURL(new Blob([await res.blob()], { type: "application/pdf" }));
}

/** The public verification of a certificate (no session). */
export async function verify(uuid: string, signal?: S): Promise<Verification | null> {
  const res = await fetch(`${apiBase()}/api/verifyCertificate/${encodeURIComponent(uuid)}`, { headers: { "content-language": requestLocale() }, signal });
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) throw await fail(res);
  return (await res.json()) as Verification;
}
