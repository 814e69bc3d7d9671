import type { CommitResult, Launch } from "../../../../services/contract/scorm.js";
import { MAX_COMMIT_VALUES } from "../../../../services/contract/scorm.js";
import type { SessionUser } from "../../../../services/contract/security.js";
import { ATTEMPT_NOT_NOW, scormAttemptMachine } from "../../../../machines/scormAttempt.js";
import type { Db, Sql } from "../../db/types.js";
import { nextId, transact } from "../../events/command.js";
import { invalidField } from "../../events/errors.js";
import { restoreSnapshot } from "../../events/lifecycle.js";
import { runCommand } from "../../events/pipeline.js";
import { appendIn } from "../../events/store.js";
import { requirePlayable } from "./access.js";
import { checkCmi, statusOf } from "./cmi.js";
import { ATTEMPT_STREAM, AttemptFacts } from "./facts.js";
import { type AttemptRow, attemptItems, attemptWithPackage, latestAttempt, packageById, packageView, rollup } from "./queries.js";

const meta = (u: SessionUser) => ({ actor: u.userId, roleId: u.roleId });
/** The learner is `self`; anybody else, admins included, is `other` to an attempt (the machine refuses them). */
const actorOf = (u: SessionUser, a: AttemptRow) => ({ id: u.userId, relation: a.user_id === u.userId ? ("self" as const) : ("other" as const) });
const loaded = (a: AttemptRow) => ({ snapshot: restoreSnapshot(scormAttemptMachine, a.state_value, a.context), version: a.version });

const learnerName = async (tx: Sql, u: SessionUser) => {
  const [r] = await tx.query<{ name: string }>("select trim(last_name || ', ' || first_name, ', ') as name from users where id = $1", [u.userId]);
  return r?.name ?? "";
};

/** Where an attempt's content is served: the player frame and the package's files under its package-session token. */
export type ContentOf = (attemptId: number) => Pick<Launch, "frame_url" | "content_origin" | "content_base">;

/**
 * POST /api/scorm/launch: the learner's open attempt resumed (cmi.entry resume, their values restored), or a new
 * attempt when they have none or the last one finished. Only for a package given to the person or an editor's preview.
 */
export const launch = (db: Db, u: SessionUser, packageId: string, contentOf: ContentOf): Promise<Launch> =>
  transact(db, async (tx) => {
    const pkg = await packageById(tx, u.clientId, packageId);
    await requirePlayable(tx, u, pkg.id);
    const last = await latestAttempt(tx, u.clientId, pkg.id, u.userId);
    let attempt: { id: number; number: number; entry: "ab-initio" | "resume" };
    if (!last || last.state_value === "finished") {
      const id = await nextId(tx, "scorm_attempt_ids");
      const number = (last?.number ?? 0) + 1;
      await appendIn(tx, u.clientId, { type: ATTEMPT_STREAM, id }, 0, [{
        type: AttemptFacts.created,
        data: { id, package_id: pkg.id, user_id: u.userId, number, input: { learnerId: u.userId } },
      }], meta(u));
      attempt = { id, number, entry: "ab-initio" };
    } else {
      await runCommand(tx, {
        clientId: u.clientId, stream: { type: ATTEMPT_STREAM, id: last.id }, lifecycle: ATTEMPT_STREAM, load: loaded(last),
        commands: [{ type: "attempt.resume", actor: actorOf(u, last) }], meta: meta(u), notNow: ATTEMPT_NOT_NOW,
      });
      attempt = { id: last.id, number: last.number, entry: "resume" };
    }
    const items = attempt.entry === "resume" ? await attemptItems(tx, attempt.id) : [];
    return {
      attempt_id: attempt.id, number: attempt.number, entry: attempt.entry, package: packageView(pkg),
      items, last_item: items.at(-1)?.item ?? null,
      ...contentOf(attempt.id), learner_id: String(u.userId), learner_name: await learnerName(tx, u),
    };
  });

interface CommitInput {
  readonly attempt_id: number;
  readonly item: string;
  readonly terminate: boolean;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * POST /api/scorm/commit (and the content origin's commit): a Commit (or the commit of Terminate) of one SCO. Refused:
 * someone else's attempt (403), a package no longer given to the person (403, as launch),
 * a finished one (409), an item the package does not launch, a CMI value of the wrong type or over its limit (400).
 * A Terminate finishes the attempt when every SCO is done (completed, passed or failed) and this one did not ask to
 * be resumed; otherwise it is suspended and the next launch resumes it.
 */
export const commit = (db: Db, u: SessionUser, input: CommitInput): Promise<typeof CommitResult.Type> =>
  transact(db, async (tx) => {
    const { attempt, pkg } = await attemptWithPackage(tx, u.clientId, input.attempt_id);
    await requirePlayable(tx, u, pkg.id);
    if (!pkg.items.some((i) => i.identifier === input.item && i.href !== null)) {
      throw invalidField("payload.item", "scorm.commit.unknownItem", `item ${input.item.slice(0, 80)}`);
    }
    if (Object.keys(input.values).length > MAX_COMMIT_VALUES) throw invalidField("payload.values", "scorm.cmi.tooMany");
    const values = checkCmi(pkg.version, input.values);
    const command = async () => {
      if (!input.terminate) return { type: "attempt.commit", actor: actorOf(u, attempt), item: input.item, values };
      const states = (await attemptItems(tx, attempt.id)).filter((s) => s.item !== input.item);
      const mine = statusOf(pkg.version, { ...((await attemptItems(tx, attempt.id)).find((s) => s.item === input.item)?.values ?? {}), ...values });
      const done = rollup(pkg.items, [...states, { item: input.item, completion: mine.completion as "completed" | "incomplete", success: mine.success as "passed", score_scaled: null }]).completed;
      return { type: "attempt.terminate", actor: actorOf(u, attempt), item: input.item, values, done, suspend: mine.exit === "suspend" };
    };
    const { snapshot } = await runCommand(tx, {
      clientId: u.clientId, stream: { type: ATTEMPT_STREAM, id: attempt.id }, lifecycle: ATTEMPT_STREAM, load: loaded(attempt),
      commands: [await command()], meta: meta(u), notNow: ATTEMPT_NOT_NOW,
    });
    return { result: true, errorCode: 0, state: snapshot.value as "active" | "suspended" | "finished" };
  });
