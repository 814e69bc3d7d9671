import sanitizeHtml from "sanitize-html";
import type { Sql } from "../db/types.js";

export type MailType = "invitation" | "passwordReset" | "test" | "notificationDigest";
export type MailLanguage = "ru" | "en" | "fr";

/** Where the password link goes until the mail is sent: the uid is only decrypted by the sender (see outbox.ts). */
export const LINK_MARK = "__STRIDE_LINK__";

interface Template {
  readonly subject: string;
  readonly html: string;
}

const p = (text: string) => `<p>${text}</p>`;
const button = (label: string) => `<p><a href="{{link}}">${label}</a></p>`;

/** Built-in templates, used when the client has no default template of the type in the recipient's language. */
const BUILT_IN: Record<MailType, Record<MailLanguage, Template>> = {
  invitation: {
    ru: {
      subject: "Приглашение в {{client}}",
      html: p("Здравствуйте, {{name}}!") + p("Вас пригласили на учебную платформу {{client}}. Задайте пароль, чтобы войти:") +
        button("Задать пароль") + p("Ссылка действует до {{expires}}."),
    },
    en: {
      subject: "Your invitation to {{client}}",
      html: p("Hello {{name}},") + p("You have been invited to the {{client}} learning platform. Set your password to sign in:") +
        button("Set my password") + p("The link is valid until {{expires}}."),
    },
    fr: {
      subject: "Votre invitation à {{client}}",
      html: p("Bonjour {{name}},") + p("Vous êtes invité(e) sur la plateforme de formation {{client}}. Définissez votre mot de passe pour vous connecter :") +
        button("Définir mon mot de passe") + p("Le lien est valable jusqu’au {{expires}}."),
    },
  },
  passwordReset: {
    ru: {
      subject: "Восстановление пароля в {{client}}",
      html: p("Здравствуйте, {{name}}!") + p("Для вашей учётной записи запрошена смена пароля. Задайте новый пароль:") +
        button("Задать новый пароль") + p("Ссылка действует до {{expires}}. Если вы не запрашивали смену пароля, просто проигнорируйте это письмо."),
    },
    en: {
      subject: "Reset your {{client}} password",
      html: p("Hello {{name}},") + p("A password reset was requested for your account. Choose a new password:") +
        button("Choose a new password") + p("The link is valid until {{expires}}. If you did not ask for this, ignore this e-mail."),
    },
    fr: {
      subject: "Réinitialisation de votre mot de passe {{client}}",
      html: p("Bonjour {{name}},") + p("Une réinitialisation du mot de passe a été demandée pour votre compte. Choisissez un nouveau mot de passe :") +
        button("Choisir un nouveau mot de passe") + p("Le lien est valable jusqu’au {{expires}}. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail."),
    },
  },
  // {{items_html}} is the list the digest job builds (its values escaped there); {{app_url}} the client's app.
  notificationDigest: {
    ru: {
      subject: "Уведомления {{client}}: {{count}}",
      html: `${p("Здравствуйте, {{name}}!")}${p("Вот что произошло, пока вас не было:")}{{items_html}}${p(`<a href="{{app_url}}">Открыть {{client}}</a>`)}`,
    },
    en: {
      subject: "{{client}} notifications: {{count}}",
      html: `${p("Hello {{name}},")}${p("Here is what happened while you were away:")}{{items_html}}${p(`<a href="{{app_url}}">Open {{client}}</a>`)}`,
    },
    fr: {
      subject: "Notifications {{client}} : {{count}}",
      html: `${p("Bonjour {{name}},")}${p("Voici ce qui s’est passé pendant votre absence :")}{{items_html}}${p(`<a href="{{app_url}}">Ouvrir {{client}}</a>`)}`,
    },
  },
  test: {
    ru: { subject: "Проверка отправки почты {{client}}", html: p("Здравствуйте, {{name}}!") + p("Это тестовое письмо: настройки почтового сервера {{client}} работают.") },
    en: { subject: "{{client}} e-mail test", html: p("Hello {{name}},") + p("This is a test message: the {{client}} mail server settings work.") },
    fr: { subject: "Test d’envoi d’e-mail {{client}}", html: p("Bonjour {{name}},") + p("Ceci est un message de test : les paramètres du serveur de messagerie {{client}} fonctionnent.") },
  },
};

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)$/i, /^[a-z]+$/i];
const LENGTH = [/^(-?[\d.]+(px|em|rem|%|pt)?|auto)(\s+(-?[\d.]+(px|em|rem|%|pt)?|auto)){0,3}$/i];
const WORD = [/^[a-z-]+$/i];
/**
 * Style properties a template keeps: typography, colour, spacing, size and simple borders. Whatever could lay the
 * message over the mail client's own interface or fetch something (`position`, `z-index`, `background: url(…)`,
 * `background-image`, `content`, `behavior`...) is dropped, as is any value outside these patterns.
 */
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOR, "background-color": COLOR, "font-family": [/^[\w\s,'"-]+$/], "font-size": LENGTH,
  "font-weight": [/^(normal|bold|bolder|lighter|[1-9]00)$/i], "font-style": WORD, "text-align": WORD, "text-decoration": [/^[a-z\s-]+$/i],
  "text-transform": WORD, "line-height": LENGTH, "letter-spacing": LENGTH, "vertical-align": WORD, "white-space": WORD,
  margin: LENGTH, "margin-top": LENGTH, "margin-right": LENGTH, "margin-bottom": LENGTH, "margin-left": LENGTH,
  padding: LENGTH, "padding-top": LENGTH, "padding-right": LENGTH, "padding-bottom": LENGTH, "padding-left": LENGTH,
  width: LENGTH, height: LENGTH, "max-width": LENGTH, "border-radius": LENGTH,
  border: [/^([\d.]+(px)?\s+)?(none|solid|dashed|dotted|double)(\s+(#[0-9a-f]{3,8}|[a-z]+))?$/i],
  "border-collapse": WORD,
};

// The same rules the catalogue applies when it stores a template, so that stored and sent HTML agree.
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(["img", "span", "center", "font"]),
  allowedAttributes: { "*": ["style", "class", "align", "width", "height", "bgcolor", "color"], a: ["href", "target", "name"], img: ["src", "alt"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedStyles: { "*": ALLOWED_STYLES },
};

/** Sanitised e-mail HTML: no scripts, handlers or javascript: links, whatever a template contains. */
export const sanitizeMailHtml = (html: string) => sanitizeHtml(html, SANITIZE);

/** The plain-text part: the HTML without tags, paragraphs on their own lines. */
export const htmlToText = (html: string) =>
  sanitizeHtml(
    html.replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2: $1").replace(/<\/(p|div|h\d|li|tr)>|<br\s*\/?>/gi, "$&\n"),
    { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"")
    .replace(/&#39;/g, "'").replace(/[ \t]+\n/g, "\n").replace(/\n{3,}/g, "\n\n").trim();

/** The text with HTML's special characters escaped. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The client's default template of the type, in the language if it has one, else one without a language. */
const clientTemplate = async (sql: Sql, clientId: number, type: MailType, language: MailLanguage): Promise<Template | null> => {
  const [row] = await sql.query<{ data: any }>(
    `select data from catalogue_items where client_id = $1 and resource = 'emailTemplates' and data->>'type' = $2
       and coalesce((data->>'is_default')::boolean, false) and coalesce(data->>'language', $3) = $3
       and coalesce(data->>'content', '') <> ''
     order by (data->>'language') is null, id limit 1`,
    [clientId, type, language]);
  if (!row) return null;
  const content = String(row.data.content);
  // A plain-text template (html: false) becomes paragraphs, its text escaped.
  const html = row.data.html === false ? content.split(/\n{2,}/).map((t) => p(escapeHtml(t).replace(/\n/g, "<br>"))).join("") : content;
  return { subject: String(row.data.subject ?? ""), html };
};

export interface RenderInput {
  readonly clientId: number;
  readonly type: MailType;
  readonly language: MailLanguage;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * Subject, sanitised HTML and text of a mail. Values are escaped in the HTML, except those whose key ends in
 * `_html`, which the caller built with its own values escaped (the digest's list; sanitised with the rest); `{{link}}` becomes LINK_MARK, which
 * survives sanitising in text and in an href, and which the sender replaces with the real link.
 */
export const renderMail = async (sql: Sql, input: RenderInput) => {
  const template = (await clientTemplate(sql, input.clientId, input.type, input.language)) ?? BUILT_IN[input.type][input.language];
  const fill = (text: string, esc: (s: string) => string) =>
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
      key === "link" ? LINK_MARK : key in input.values ? (key.endsWith("_html") ? input.values[key] : esc(input.values[key])) : whole);
  const html = sanitizeMailHtml(fill(template.html, escapeHtml));
  // A header: no line breaks (header injection), bounded.
  const subject = fill(template.subject, (s) => s).replace(/[\r\n]+/g, " ").trim().slice(0, 500);
  return { subject, html, text: htmlToText(html) };
};
