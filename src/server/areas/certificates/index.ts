// The certificates area has nothing other areas use; the manifest is all of its public face.
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
  reactions: [certificateIssuing],
  seed: { demo: seedCertificates },
});
