import { scormAttemptMachine } from "../../../../machines/scormAttempt.js";
import { defineLifecycle } from "../../events/lifecycle.js";

/** The attempt's stream type, which is its machine's registry name. */
export const ATTEMPT_STREAM = "scormAttempt";

export const AttemptFacts = {
  /** The first fact of an attempt: package, learner, number, and the machine input. */
  created: "scorm.attempt.created",
  committed: "scorm.attempt.committed",
  terminated: "scorm.attempt.terminated",
  resumed: "scorm.attempt.resumed",
} as const;

/** A learner's attempt at a package: what its commands become in the log. */
export const scormAttemptLifecycle = defineLifecycle({
  name: ATTEMPT_STREAM,
  machine: scormAttemptMachine,
  facts: [
    { command: "attempt.commit", fact: AttemptFacts.committed },
    { command: "attempt.terminate", fact: AttemptFacts.terminated },
    { command: "attempt.resume", fact: AttemptFacts.resumed },
  ],
});
