import { Effect } from "effect";
import { Conflict, Forbidden, Invalid, Messages, NotFound } from "../../../../services/contract/errors.js";
import { type Flag, type Section, allows } from "../../../../services/contract/permissions.js";
import { CurrentUser } from "../../../../services/contract/security.js";
import type { Db } from "../../db/types.js";
import { transact } from "../../events/command.js";
import { queryDb, runDb } from "../../http/run.js";
import { AppClock } from "../../http/services.js";

type Refusal = Invalid | Conflict | NotFound | Forbidden;
const isRefusal = (r: unknown): r is Refusal =>
  r instanceof Invalid || r instanceof Conflict || r instanceof NotFound || r instanceof Forbidden;

/**
 * Runs a command in one transaction. Users commands return their refusals (400/403/404/409) as values: a returned
 * refusal is thrown, which rolls the transaction back, and answered by the one bridge (http/run.ts).
 */
export const command = <R>(work: (tx: Parameters<Parameters<typeof transact>[1]>[0], db: Db) => Promise<R>) =>
  runDb<Extract<R, Refusal> | Conflict, Exclude<R, Refusal>>((db) =>
    transact(db, async (tx) => {
      const r = await work(tx, db);
      if (isRefusal(r)) throw r;
      return r as Exclude<R, Refusal>;
    }),
  );

/** Read work whose result may be a refusal. */
export const read = <R>(work: (db: Db) => Promise<R>) =>
  Effect.flatMap(queryDb(work), (r): Effect.Effect<Exclude<R, Refusal>, Extract<R, Refusal>> =>
    isRefusal(r) ? Effect.fail(r as Extract<R, Refusal>) : Effect.succeed(r as Exclude<R, Refusal>));

export const now = Effect.map(Effect.service(AppClock), (c) => c.now().toISOString());
export const notFound = () => new NotFound({ message: Messages.notFound });
export const forbidden = (detail: string) => new Forbidden({ message: Messages.forbidden, detail });

/** The signed-in user if their role allows any of the sections (with the flag): else 403. */
export const requireAny = (sections: readonly Section[], flag?: Flag) =>
  Effect.flatMap(Effect.service(CurrentUser), (user) =>
    sections.some((s) => allows(user.permissions, s, flag))
      ? Effect.succeed(user)
      : Effect.fail(forbidden(`needs ${sections.join(" or ")}${flag ? `.${flag}` : ""}`)));
