import { expect } from "vitest";
import { notificationMachine } from "../../machines/notification";
import { allowed, describeModel } from "./coverage";

const ask = {
  read: { type: "notification.read" },
  succeeded: { type: "notification.readSucceeded" },
  failed: { type: "notification.readFailed" },
  readAll: { type: "notifications.allRead" },
};

describeModel("notification", notificationMachine, {
  states: {
    unread: (s, run) => {
      expect(run.input.isRead).toBe(false);
      expect(allowed(s, ask)).toEqual(["read", "readAll"]);
    },
    marking: (s) => {
      // still unread while the call is in flight
      expect(s.matches("read")).toBe(false);
      expect(allowed(s, ask)).toEqual(["succeeded", "failed", "readAll"]);
    },
    read: (s, run) => {
      expect(s.status).toBe("done");
      // read only after a successful mark-as-read, a successful read-all, or from the server
      const last = run.sent.at(-1)?.type;
      expect(run.input.isRead || last === "notification.readSucceeded" || last === "notifications.allRead").toBe(true);
      expect(allowed(s, ask)).toEqual([]);
    },
  },
});
