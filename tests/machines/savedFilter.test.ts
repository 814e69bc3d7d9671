import { expect, it } from "vitest";
import { filterStorageKey, savedFilterMachine, type StoredFilter } from "../../machines/savedFilter";
import { actorSut, describeModel } from "./coverage";

type Sut = ReturnType<typeof actorSut<typeof savedFilterMachine>>;
let persisted: StoredFilter[] = [];

describeModel("savedFilter", savedFilterMachine, {
  sut: (input) => {
    persisted = [];
    return actorSut(savedFilterMachine, {
      input,
      actors: ["saveFilter"],
      actions: { persist: ({ context }: { context: { filter: StoredFilter } }) => persisted.push(context.filter) },
    });
  },
  states: {
    idle: (s, run) => {
      expect(s.context.applied).toBe(false);
      expect(s.context.length).toBe(0);
      // a filter stored by another user was reset to the current one (and stored so)
      expect(s.context.filter.userId).toBe(run.input.userId);
      if (run.input.stored && run.input.stored.userId !== run.input.userId) expect(persisted[0]).toEqual({ id: null, userId: 5, data: null });
      if (run.sent.at(-1)?.type === "filter.reset") expect(s.context.filter.data).toBeNull();
    },
    applied: (s, run) => {
      // the search goes through the applied filter
      expect(s.context.applied).toBe(true);
      expect(s.context.length).toBe(Object.values(s.context.filter.data ?? {}).filter((v) => v.length > 0).length);
      expect(s.context.length).toBeGreaterThan(0);
      if (run.sent.at(-1)?.type === "xstate.done.actor.saveFilter") {
        expect(s.context.filter.id).toBe(10);
        expect(persisted.at(-1)).toEqual(s.context.filter);
      }
    },
    saving: (s, run) => {
      const call = (run.sut as Sut).calls.at(-1);
      // created by POST without an id, otherwise updated by PUT
      expect(call?.input).toEqual({
        method: s.context.filter.id === null ? "POST" : "PUT",
        id: s.context.filter.id,
        route: "/users",
        clientId: 1,
        userId: 5,
        data: run.last("filter.save").data,
      });
    },
  },
});

it("keeps filters per route and client", () => {
  expect(filterStorageKey("/users", 1)).toBe("filters:1:/users");
  expect(filterStorageKey("/users", 2)).not.toBe(filterStorageKey("/users", 1));
  expect(filterStorageKey("/groups", 1)).not.toBe(filterStorageKey("/users", 1));
});
