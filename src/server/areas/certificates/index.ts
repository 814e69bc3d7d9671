// What other areas use of certificates: the course editor's certificate tab (the template a course grants, chosen
// among the active ones, stored as the template's training set) and its analytics (the certificates issued for a
// course). The manifest last.
export { setCourseTemplate } from "./commands.js";
export { activeTemplatePage, courseCertificatePage, courseTemplate } from "./queries.js";

import { Layer } from "effect";
import { CertificatesGroup, CertificatesPublicGroup } from "../../../../services/contract/certificates.js";
import { defineArea } from "../manifest.js";
import { CertificateStreams } from "./facts.js";
import { CertificatesLive, CertificatesPublicLive } from "./handlers.js";
import { certificateIssuing } from "./issue.js";
import { certificatesProjection } from "./projection.js";
import { seedCertificates } from "./seed.js";

/** Certificate templates, the courses that grant them, the certificates issued on a pass, and their verification. */
export const manifest = defineArea({
  name: "certificates",
  groups: [CertificatesGroup, CertificatesPublicGroup],
  handlers: Layer.mergeAll(CertificatesLive, CertificatesPublicLive),
  streams: Object.values(CertificateStreams),
  projections: [certificatesProjection],
  subscribers: [certificateIssuing],
  seed: { demo: seedCertificates },
});
