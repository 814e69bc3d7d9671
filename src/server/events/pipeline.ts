import type { AnyMachineSnapshot } from "xstate";
import { explainRefusal } from "../../../machines/rules.js";
import type { Sql } from "../db/types.js";
import { DomainError } from "./errors.js";
import { type Command, decideFacts } from "./lifecycle.js";
import { appendIn, staleVersion } from "./store.js";
import type { EventMeta, StoredEvent, StreamRef } from "./types.js";

/** The snapshot a command starts from and the stream version it was read at (the append's expected version). */
export interface Loaded<S extends AnyMachineSnapshot> {
  readonly snapshot: S;
  readonly version: number;
}

export interface CommandSpec<S extends AnyMachineSnapshot> {
  readonly clientId: number;
  readonly stream: StreamRef;
  /** the lifecycle (machine name) that decides */
  readonly lifecycle: string;
  readonly load: Loaded<S> | ((tx: Sql) => Promise<Loaded<S>>);
  /** the commands, in order; built from the snapshot when a function */
  readonly commands: readonly Command[] | ((snapshot: S) => readonly Command[] | Promise<readonly Command[]>);
  /** actor and request; machine, from and to are added per fact */
  readonly meta: EventMeta;
  /** the catalogue id of "not now" for this lifecycle (a command the state does not take) */
  readonly notNow: string;
  /**
   * The stream version the user's screen showed (`expectedVersion` of the request). When it is not the loaded
   * version, someone changed the stream meanwhile: a VersionConflict naming them, before the machine decides
   * (the user decided on what they saw, not on what is there now). Undefined: decide on the loaded version.
   */
  readonly expected?: number;
}

/** The optimistic check of a user's command: a stale `expected` is a VersionConflict telling who changed what they saw. */
export const requireSeen = async (tx: Sql, clientId: number, stream: StreamRef, expected: number | undefined, version: number) => {
  if (expected !== undefined && expected !== version) throw await staleVersion(tx, clientId, stream, expected, version);
};

/** A command the machine refused: 403 when a who-rule failed, else 409, with the rule's catalogue id. */
export const refusalOf = (snapshot: AnyMachineSnapshot, command: Command, notNow: string): DomainError => {
  const r = explainRefusal(snapshot, command, notNow);
  return new DomainError(r.who ? "forbidden" : "conflict", r.reason, `${command.type} refused in ${JSON.stringify(snapshot.value)}`);
};

/**
 * The one pipeline of every command on a lifecycle stream, in the caller's transaction: load the snapshot and its
 * version, check it is the version the user saw (`expected`), let the machine decide each command, append the facts at that version (a concurrent writer makes it a
 * VersionConflict), which runs their projections. A refusal throws a DomainError naming the machine's rule, before
 * anything is written. Returns the stored facts and the snapshot after them.
 */
export const runCommand = async <S extends AnyMachineSnapshot>(tx: Sql, spec: CommandSpec<S>): Promise<{ facts: StoredEvent[]; snapshot: S }> => {
  const { snapshot, version } = typeof spec.load === "function" ? await spec.load(tx) : spec.load;
  await requireSeen(tx, spec.clientId, spec.stream, spec.expected, version);
  const commands = typeof spec.commands === "function" ? await spec.commands(snapshot) : spec.commands;
  const decided = decideFacts(spec.lifecycle, snapshot, commands, (current, command) => {
    throw refusalOf(current, command, spec.notNow);
  });
  if (decided.facts.length === 0) return { facts: [], snapshot };
  const facts = await appendIn(tx, spec.clientId, spec.stream, version, decided.facts, spec.meta);
  return { facts, snapshot: decided.snapshot };
};
