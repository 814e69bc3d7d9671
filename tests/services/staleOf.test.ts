import { describe, expect, it } from "vitest";
import { staleMessage } from "../../src/app/concurrency/staleMessage";
import { staleOf } from "../../services/client/errors";
import { Conflict } from "../../services/contract/errors";

describe("a stale-version answer in the browser", () => {
  const at = "2026-03-04T10:05:00.000Z";
  it("reads the current version, the changer and the time from a 409 errors.staleVersion", () => {
    const e = new Conflict({ message: "errors.staleVersion", current_version: 7, changed_by: { id: 3, name: "Игорь Петров" }, changed_at: at });
    expect(staleOf(e)).toEqual({ version: 7, by: { id: 3, name: "Игорь Петров" }, at });
    expect(staleMessage(staleOf(e)!, "en")).toMatchObject({ message: "errors.staleVersion", values: { name: "Игорь Петров" } });
  });

  it("names the system when no user made the change", () => {
    const e = new Conflict({ message: "errors.staleVersion", current_version: 2, changed_by: null, changed_at: at });
    expect(staleMessage(staleOf(e)!, "ru").message).toBe("errors.staleVersion.system");
  });

  it("ignores every other failure", () => {
    expect(staleOf(new Conflict({ message: "errors.conflict" }))).toBeNull();
    expect(staleOf(new Error("errors.staleVersion"))).toBeNull();
    expect(staleOf(undefined)).toBeNull();
  });
});
