/**
 * Who sends a domain event. The server fills `actor` from the session and the stream's subject,
 * so guards read only the event and a replay of the log decides exactly as the live command did.
 */
export type Relation =
  /** the subject of the stream: the employee of a task card, the learner of a track */
  | "self"
  /** the subject's line manager */
  | "manager"
  /** the subject's dotted-line (functional) manager */
  | "functionalManager"
  /** a user with admin rights in the area (HR, owner of an assessment, platform admin) */
  | "admin"
  /** a job of the server: overdue, auto-approval, scheduled delegation */
  | "system"
  /** anybody else */
  | "other";

export interface Actor {
  id: number | "system";
  relation: Relation;
}

/** Every event of a persisted lifecycle carries its actor. */
export interface ActorEvent {
  actor: Actor;
}

/** The actor of jobs (`src/server/jobs`). */
export const systemActor: Actor = { id: "system", relation: "system" };

/** Guard factory: the event's actor stands in one of the given relations to the subject. */
export const actorIs =
  (...relations: Relation[]) =>
  ({ event }: { event: ActorEvent }): boolean =>
    relations.includes(event.actor.relation);
