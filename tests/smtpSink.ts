// An SMTP server on 127.0.0.1 that accepts any login and any message and records each one: the far end of the mail
// tests (API and browser) that check what was delivered.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  readonly port: number;
  /** Every message accepted, in order: its envelope and its raw MIME text. */
  readonly messages: { from: string; to: string[]; raw: string }[];
  /** Every recipient of every message accepted, in order. */
  readonly delivered: string[];
  close(): Promise<void>;
}

export const startSmtpSink = async (): Promise<SmtpSink> => {
  const messages: SmtpSink["messages"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onAuth: (_auth, _session, cb) => cb(null, { user: "ok" }),
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to, raw: Buffer.concat(chunks).toString("utf8") });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    get delivered() {
      return messages.flatMap((m) => m.to);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The decoded text of a raw MIME message (base64 and quoted-printable parts), enough to look for a link or a tag. */
export const decodeMime = (raw: string) =>
  raw.split(/\r?\n--[^\r\n]+(?:\r?\n|$)/).map((part) => {
    const i = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, i);
    const body = part.slice(i).trim();
    if (/transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    if (/transfer-encoding:\s*quoted-printable/i.test(head)) {
      return Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16))), "latin1").toString("utf8");
    }
    return body;
  }).join("\n");
