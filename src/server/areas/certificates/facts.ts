/**
 * The certificates' facts, by stream. `certificateTemplate`/<id>: a template's creation (its fields and id), its
 * edits, its background set or removed, its training courses (the whole set each time) and its removal.
 * `certificate`/<uuid>: one issued certificate, `certificate.issued`, carrying the template as it was.
 */
export const CertificateStreams = { template: "certificateTemplate", certificate: "certificate" } as const;

export const CertificateFacts = {
  created: "certificateTemplate.created",
  updated: "certificateTemplate.updated",
  backgroundSet: "certificateTemplate.backgroundSet",
  backgroundRemoved: "certificateTemplate.backgroundRemoved",
  coursesSet: "certificateTemplate.coursesSet",
  removed: "certificateTemplate.removed",
  issued: "certificate.issued",
} as const;
