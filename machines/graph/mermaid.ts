import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { allTransitions, eventLabel, guardLabel } from "./coverage";

/**
 * A machine as a Mermaid `stateDiagram-v2`: compound states nest, parallel regions are split by
 * `--`, states show their spec id, transitions show the event and the guard. Transitions declared
 * on the machine itself (valid in any state) start from an "any state" node.
 */

const ANY = "any_state";
const idOf = (node: AnyStateNode) => (node.parent ? node.path.join("__") : ANY);

function nameOf(node: AnyStateNode): string {
  const id = (node.meta as { id?: number } | undefined)?.id;
  return typeof id === "number" ? `${node.key} (id ${id})` : node.key;
}

const clean = (text: string) => text.replace(/[:;{}#"]/g, " ").replace(/\s+/g, " ").trim();

function declare(node: AnyStateNode, indent: string, out: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (!children.length) {
    out.push(`${indent}state "${nameOf(node)}" as ${idOf(node)}`);
    return;
  }
  out.push(`${indent}state "${nameOf(node)}" as ${idOf(node)} {`);
  body(node, `${indent}  `, out);
  out.push(`${indent}}`);
}

function body(node: AnyStateNode, indent: string, out: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === "parallel") {
    children.forEach((region, i) => {
      if (i > 0) out.push(`${indent}--`);
      declare(region, indent, out);
    });
    return;
  }
  for (const child of children) declare(child, indent, out);
  const initial = node.initial?.target?.[0];
  if (initial) out.push(`${indent}[*] --> ${idOf(initial)}`);
  for (const child of children) if (child.type === "final") out.push(`${indent}${idOf(child)} --> [*]`);
}

function edgeLabel(t: AnyTransitionDefinition): string {
  const guard = guardLabel(t.guard);
  return clean(`${eventLabel(t.eventType)}${guard ? ` [${guard}]` : ""}`);
}

/** The Mermaid source of a machine's diagram. */
export function toMermaid(machine: AnyStateMachine): string {
  const out = ["stateDiagram-v2"];
  const transitions = allTransitions(machine);
  if (transitions.some((t) => !t.source.parent)) out.push(`  state "(any state)" as ${ANY}`);
  if (machine.root.type === "parallel") {
    // Mermaid splits regions with `--` only inside a composite state
    out.push(`  state "${machine.id}" as ${machine.id}_regions {`);
    body(machine.root, "    ", out);
    out.push("  }", `  [*] --> ${machine.id}_regions`);
  } else {
    body(machine.root, "  ", out);
  }
  for (const t of transitions) {
    const targets = t.target ?? [t.source];
    for (const target of targets) out.push(`  ${idOf(t.source)} --> ${idOf(target)} : ${edgeLabel(t)}`);
  }
  return out.join("\n");
}
