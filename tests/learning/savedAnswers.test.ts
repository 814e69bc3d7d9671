// The saved-answers merge of spec 000 §4 as properties: the server's copy wins exactly where it marks an element
// completed and the local copy does not; everywhere else the learner's local copy stands.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryCompleted, mergeSavedAnswers, type SavedEntry, type SavedFormData } from "../../services/learning/index.js";

const ids = fc.constantFrom("q1", "q2", "q3", "v1", "f1");
const entry: fc.Arbitrary<SavedEntry> = fc.oneof(
  fc.record({ value: fc.oneof(fc.constant(""), fc.constant("  "), fc.string({ maxLength: 6 }), fc.integer(), fc.array(fc.constantFrom("a", "b"), { maxLength: 2 })) }),
  fc.record({ completed: fc.boolean() }),
  fc.record({ value: fc.string({ maxLength: 4 }), completed: fc.boolean() }),
);
const copy: fc.Arbitrary<SavedFormData> = fc.dictionary(ids, entry, { maxKeys: 5 });

describe("mergeSavedAnswers", () => {
  it("takes the server's entry exactly where the server marks an element completed and the local copy does not", () => {
    fc.assert(
      fc.property(copy, copy, (local, server) => {
        const merged = mergeSavedAnswers(local, server);
        for (const id of new Set([...Object.keys(local), ...Object.keys(server)])) {
          const serverWins = entryCompleted(server[id]) && !entryCompleted(local[id]);
          expect(merged[id]).toEqual(serverWins ? server[id] : local[id]);
        }
        expect(Object.keys(merged).every((id) => id in local || id in server)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("loses no completed element of either copy", () => {
    fc.assert(
      fc.property(copy, copy, (local, server) => {
        const merged = mergeSavedAnswers(local, server);
        for (const id of [...Object.keys(local), ...Object.keys(server)]) {
          if (entryCompleted(local[id]) || entryCompleted(server[id])) expect(entryCompleted(merged[id])).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("is idempotent and leaves a copy merged with itself unchanged", () => {
    fc.assert(
      fc.property(copy, copy, (local, server) => {
        const once = mergeSavedAnswers(local, server);
        expect(mergeSavedAnswers(once, server)).toEqual(once);
        expect(mergeSavedAnswers(local, local)).toEqual(local);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps what the learner is typing over an older answered server copy", () => {
    const merged = mergeSavedAnswers({ q1: { value: "new text" } }, { q1: { value: "old text" }, v1: { completed: true } });
    expect(merged).toEqual({ q1: { value: "new text" }, v1: { completed: true } });
  });

  it("takes an answer given elsewhere when the local copy has it blank", () => {
    expect(mergeSavedAnswers({ q1: { value: " " } }, { q1: { value: "from the phone" } })).toEqual({ q1: { value: "from the phone" } });
  });
});
