import { buffer } from "node:stream/consumers";
import { personName } from "../../../../services/contract/personName.js";
import type { Config } from "../../config.js";
import type { Sql } from "../../db/types.js";
import { appBase } from "../../mail/outbox.js";
import { storageOf } from "../library/index.js";
import { renderCertificate } from "./pdf.js";
import type { CertificateRow, RenderTemplate } from "./queries.js";

type Lang = "ru" | "en" | "fr";
const langOf = (l: string): Lang => (l === "en" || l === "fr" ? l : "ru");

// Texts printed on the PDF itself (the server renders it, so they live here, not in the browser's catalogues).
const LINK_LABEL: Record<Lang, string> = { ru: "Проверить подлинность:", en: "Verify this certificate:", fr: "Vérifier ce certificat :" };
const SAMPLE: Record<Lang, { name: string; course: string }> = {
  ru: { name: "Иванова Анна Сергеевна", course: "Пример курса" },
  en: { name: "Anna Ivanova", course: "Sample course" },
  fr: { name: "Anna Ivanova", course: "Cours d'exemple" },
};
const SAMPLE_UUID = "00000000-0000-0000-0000-000000000000";

/** The storage key of a background's ready page (background.ts stores it beside the image). */
export const pageKey = (backgroundKey: string) => `${backgroundKey}-page`;

const backgroundOf = async (config: Config, t: RenderTemplate) =>
  t.background_key ? new Uint8Array(await buffer(await storageOf(config).open(pageKey(t.background_key)))) : null;

/** The public verification page of a certificate, on its client's host. */
export const verifyLink = async (sql: Sql, config: Config, clientId: number, language: string, uuid: string) =>
  `${await appBase(sql, { config: { publicUrl: config.publicUrl, smtpUrl: undefined }, keys: { publicKeyPem: "" } }, clientId, langOf(language))}/verify/certificate/${uuid}`;

/** An issued certificate's PDF: its template and texts as issued, the person's name in the certificate's language. */
export const certificatePdf = async (sql: Sql, config: Config, c: CertificateRow) => {
  const lang = langOf(c.language);
  return renderCertificate(c.template, {
    name: personName(c, lang), course: c.course_title, issuedAt: new Date(c.issued_at).toISOString(), language: lang,
    link: await verifyLink(sql, config, c.client_id, lang, c.uuid), linkLabel: LINK_LABEL[lang],
  }, await backgroundOf(config, c.template));
};

/** A template's preview: sample name and course, today's date, a sample verification link. */
export const previewPdf = async (sql: Sql, config: Config, clientId: number, t: RenderTemplate, language: string, now: Date) => {
  const lang = langOf(language);
  return renderCertificate(t, {
    ...SAMPLE[lang], issuedAt: now.toISOString(), language: lang,
    link: await verifyLink(sql, config, clientId, lang, SAMPLE_UUID), linkLabel: LINK_LABEL[lang],
  }, await backgroundOf(config, t));
};
