import { Messages } from "../../../services/contract/errors.js";

/** How a refusal is answered: 400, 403, 404, 409 or 413 (http/run.ts maps each to the contract's tagged error). */
export type RefusalKind = "invalid" | "forbidden" | "notFound" | "conflict" | "tooLarge";
export interface FieldProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * A refused command or read of any area: thrown inside the work (a transaction rolls back, nothing is written)
 * and answered by the one bridge (`runDb` in http/run.ts) with the contract's error. `messageId` is a catalogue
 * id (locales/*.json) the browser shows; `detail` is free text for logs and support.
 */
export class DomainError extends Error {
  readonly _tag = "DomainError";
  constructor(
    readonly kind: RefusalKind,
    readonly messageId: string,
    readonly detail?: string,
    readonly fields: readonly FieldProblem[] = [],
  ) {
    super(`${kind}: ${messageId}${detail ? ` (${detail})` : ""}`);
  }
}

/** 403 with a catalogue message (a machine's who-rule, or the area's own check). */
export const forbiddenBy = (messageId: string, detail?: string) => new DomainError("forbidden", messageId, detail);
/** 404: an id of the URL that the caller's client does not have. */
export const notFoundError = (detail = "not found", messageId: string = Messages.notFound) => new DomainError("notFound", messageId, detail);
/** 409 with a catalogue message (a machine's rule about now, a frozen setting). */
export const conflictBy = (messageId: string, detail?: string) => new DomainError("conflict", messageId, detail);
/** 400 naming one field. */
export const invalidField = (path: string, messageId: string, detail?: string) =>
  new DomainError("invalid", messageId, detail, [{ path, message: messageId }]);
