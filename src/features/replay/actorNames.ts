// The names of the people who sent a stream's events (an event's actor is a user id, or "system" for jobs), so the
// replay says who acted rather than "By: 1". An id the viewer may not read stays a number.
import { useQueries } from "@tanstack/react-query";
import { personQuery } from "../users/queries";
import type { ReplayStep } from "./api";

const idOf = (actor: unknown): number | null => {
  const v = typeof actor === "object" && actor !== null ? (actor as { id?: unknown }).id : actor;
  const n = typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : null;
};

/** The actor of a step in words: the person's name when known, else what the event carries. */
export function useActorName(steps: readonly ReplayStep[]) {
  const ids = [...new Set(steps.map((s) => idOf(s.actor)).filter((id): id is number => id !== null))];
  const found = useQueries({ queries: ids.map((id) => ({ ...personQuery(id), retry: false })) });
  const names = new Map(found.flatMap((q) => (q.data ? [[q.data.id, q.data.full_name] as const] : [])));
  return (step: ReplayStep, fallback: string) => {
    const id = idOf(step.actor);
    return (id !== null && names.get(id)) || fallback;
  };
}
