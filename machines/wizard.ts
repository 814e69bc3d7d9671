import { assign, setup } from "xstate";
import { defineModel } from "./graph/model";

/**
 * The generic stepper, used by the assessment setup (`assessmentSetupSteps`) and by the
 * development-plan settings. The input lists the step ids; each step's validity is set by
 * `wizard.setValid` (the step's form reports it). A step can be left forward only when it is
 * valid (`wizard.next`, or `wizard.goTo` a later step when every step before it is valid); going
 * back is always allowed; launch needs every step valid and ends the wizard.
 */
export interface WizardContext {
  steps: string[];
  index: number;
  valid: Record<string, boolean>;
}

export type WizardEvent =
  | { type: "wizard.setValid"; step: string; valid: boolean }
  | { type: "wizard.next" }
  | { type: "wizard.back" }
  | { type: "wizard.goTo"; step: string }
  | { type: "wizard.launch" };

/** The assessment setup steps (spec 000 §2). */
export const assessmentSetupSteps = [
  "general",
  "reviewees",
  "reviewers",
  "scores",
  "resultsVisibility",
  "sequence",
  "verifyAndLaunch",
] as const;

const validUpTo = (ctx: WizardContext, end: number) => ctx.steps.slice(0, end).every((s) => ctx.valid[s] === true);

export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as { steps: readonly string[]; valid?: Record<string, boolean> },
  },
  guards: {
    knownStep: ({ context, event }) => "step" in event && context.steps.includes(event.step),
    canGoForward: ({ context }) =>
      context.index < context.steps.length - 1 && context.valid[context.steps[context.index]] === true,
    canGoBack: ({ context }) => context.index > 0,
    canGoTo: ({ context, event }) => {
      if (event.type !== "wizard.goTo") return false;
      const target = context.steps.indexOf(event.step);
      return target >= 0 && target !== context.index && (target < context.index || validUpTo(context, target));
    },
    allValid: ({ context }) => validUpTo(context, context.steps.length),
  },
}).createMachine({
  id: "wizard",
  initial: "editing",
  context: ({ input }) => ({
    steps: [...input.steps],
    index: 0,
    valid: Object.fromEntries(input.steps.map((s) => [s, input.valid?.[s] ?? false])),
  }),
  states: {
    editing: {
      on: {
        "wizard.setValid": {
          guard: "knownStep",
          actions: assign({
            valid: ({ context, event }) => ({ ...context.valid, [event.step]: event.valid }),
          }),
        },
        "wizard.next": { guard: "canGoForward", actions: assign({ index: ({ context }) => context.index + 1 }) },
        "wizard.back": { guard: "canGoBack", actions: assign({ index: ({ context }) => context.index - 1 }) },
        "wizard.goTo": {
          guard: "canGoTo",
          actions: assign({ index: ({ context, event }) => context.steps.indexOf(event.step) }),
        },
        "wizard.launch": { guard: "allValid", target: "launched" },
      },
    },
    launched: { type: "final" },
  },
});

const steps = ["general", "reviewees", "launch"];
export const wizardModel = defineModel(wizardMachine, {
  input: { steps },
  events: [
    ...steps.flatMap((step) => [
      { type: "wizard.setValid", step, valid: true },
      { type: "wizard.setValid", step, valid: false },
      { type: "wizard.goTo", step },
    ]),
    { type: "wizard.setValid", step: "unknown", valid: true },
  ],
  serialize: (s) => [s.value, s.context.index, s.context.valid],
  simplePaths: false,
});
