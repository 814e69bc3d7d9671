// An SMTP server on 127.0.0.1 that accepts any login and any message and records the recipients: the far end of the
// mail tests (API and browser) that check what was delivered.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  readonly port: number;
  /** Every recipient of every message accepted, in order. */
  readonly delivered: string[];
  close(): Promise<void>;
}

export const startSmtpSink = async (): Promise<SmtpSink> => {
  const delivered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onAuth: (_auth, _session, cb) => cb(null, { user: "ok" }),
    onData(stream, session, cb) {
      stream.on("data", () => {});
      stream.on("end", () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
