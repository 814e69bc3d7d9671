/**
 * The codes area's facts, by stream. `codeCatalog`: a catalogue made with its codes (each code's id and text; a
 * code is a ticket to create an account, handed out by the administrator in a spreadsheet, so its text is kept
 * as the export needs it), its settings changed. `accessCode`: a code blocked, unblocked, used by a new person.
 * `clientRegistration` (one per client): the branding's registration settings.
 */
export const CodesStreams = { catalog: "codeCatalog", code: "accessCode", registration: "clientRegistration" } as const;

export const CodesFacts = {
  catalogCreated: "codeCatalog.created",
  catalogUpdated: "codeCatalog.updated",
  codeBlocked: "accessCode.blocked",
  codeUnblocked: "accessCode.unblocked",
  codeUsed: "accessCode.used",
  registrationSet: "clientRegistration.set",
} as const;
