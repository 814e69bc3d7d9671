import { MailGroup } from "../../../../services/contract/mail.js";
import { mailJob } from "../../jobs/mail.js";
import { defineArea } from "../manifest.js";
import { MailLive } from "./handlers.js";
import { mailProjection } from "./projection.js";

/** The outbox (e-mail history), each client's mail server, and the job that sends. */
export const manifest = defineArea({
  name: "mail", groups: [MailGroup], handlers: MailLive, streams: ["mail", "mailServer"], projections: [mailProjection],
  jobs: [mailJob],
});
