import type { AnyMachineSnapshot } from "xstate";
import { eventTitle, metaIds, type Path, stateLabel } from "../../../machines/graph/paths";

/** `'draft' (id 1)` or `'saving.idle, activity.active'` */
export function stateWithId(snapshot: AnyMachineSnapshot): string {
  const ids = metaIds(snapshot);
  return `'${stateLabel(snapshot)}'${ids.length ? ` (id ${ids.join(", ")})` : ""}`;
}

/** A path as numbered steps a tester can follow by hand. */
export function formatPath(path: Path, title: string): string {
  const lines = [`${title}: reaches ${stateWithId(path.state)}`];
  if (path.input !== undefined) lines.push(`   start with input ${JSON.stringify(path.input)}`);
  const steps = path.steps;
  if (steps.length === 1) lines.push(`   1. Start: the machine is in ${stateWithId(steps[0].state)}`);
  for (let i = 1; i < steps.length; i++) {
    lines.push(`   ${i}. In ${stateWithId(steps[i - 1].state)}, send '${eventTitle(steps[i].event)}' → ${stateWithId(steps[i].state)}`);
  }
  return lines.join("\n");
}
