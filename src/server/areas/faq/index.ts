// The FAQ has nothing other areas use; the manifest is all of its public face.
import { FaqGroup } from "../../../../services/contract/faq.js";
import { defineArea } from "../manifest.js";
import { FaqStreams } from "./facts.js";
import { FaqLive } from "./handlers.js";
import { faqProjection } from "./projection.js";
import { seedFaq } from "./seed.js";

/** The client's questions and answers: categories and questions in their order. */
export const manifest = defineArea({
  name: "faq",
  groups: [FaqGroup],
  handlers: FaqLive,
  streams: Object.values(FaqStreams),
  projections: [faqProjection],
  seed: { demo: (tx, s) => seedFaq(tx, s.clientId, s.ids.admin) },
});
