import type { Conflict, Forbidden, Invalid, NotFound } from "../../../../services/contract/errors.js";
import { DevPlanMessages } from "../../../../services/contract/devPlans.js";
import { Messages } from "../../../../services/contract/errors.js";
import type { Db } from "../../db/types.js";
import { conflictBy, DomainError, forbiddenBy, invalidField, notFoundError } from "../../events/errors.js";
import { runDb } from "../../http/run.js";

/** A refused development-plan command: the one domain error of every area, answered by the one bridge (http/run.ts). */
export { DomainError as DevPlanError };

export const forbidden = (detail: string) => forbiddenBy(DevPlanMessages.noRelation, detail);
export const notFound = (detail = "not found") => notFoundError(detail, Messages.notFound);
export const conflict = (messageId: string = DevPlanMessages.notAllowedNow, detail?: string) => conflictBy(messageId, detail);
export const invalid = (path: string, messageId: string, detail?: string) => invalidField(path, messageId, detail);

/** Runs a development-plan command or query: its refusals are 400/403/404/409. */
export const runDevPlan = <A>(work: (db: Db) => Promise<A>) => runDb<Forbidden | NotFound | Invalid | Conflict, A>(work);

/** The same for reads, whose only refusals are 403 and 404. */
export const readDevPlan = <A>(work: (db: Db) => Promise<A>) => runDb<Forbidden | NotFound, A>(work);
