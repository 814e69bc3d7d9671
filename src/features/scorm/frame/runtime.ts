// The SCORM run-time API a package finds on its parent window (window.API for SCORM 1.2, window.API_1484_11 for
// 2004), from scorm-again, on the player frame of the content origin (main.ts). Every Commit/LMSCommit and the commit
// of Terminate/LMSFinish is posted to the content origin's commit path (its package-session token in the path, no
// cookie, no app token) with the attempt and the item, as flattened CMI values.
import type { ItemState, Launch } from "../../../../services/contract/scorm";

type Api = {
  on(event: string, cb: (...args: unknown[]) => void): void;
  loadFromFlattenedJSON(json: Record<string, string>, prefix?: string): void;
  cmi: Record<string, any>;
  LMSFinish?: (s: string) => string;
  Terminate?: (s: string) => string;
};

declare global {
  interface Window {
    API?: unknown;
    API_1484_11?: unknown;
  }
}

export interface RuntimeHandle {
  /**
   * Terminates the session if the content left it open (the learner left the page before the SCO finished). A SCO
   * that never opened one (content that makes no run-time calls, as the content-packaging samples) is recorded as
   * visited: a Terminate commit without values, so the attempt waits to be resumed at it. `visited` false: the item
   * was never shown.
   */
  close(visited?: boolean): void;
}

/** The completion a commit's values report (1.2 lesson_status or 2004 completion_status). */
const completionOf = (values: Record<string, unknown>) => {
  const s = String(values["cmi.core.lesson_status"] ?? values["cmi.completion_status"] ?? "");
  return ["completed", "passed", "failed"].includes(s) ? "completed" : undefined;
};

type CommitResult = { result: boolean | string; errorCode: number };
type HttpSettings = {
  xhrHeaders: Record<string, string>;
  requestHandler: (values: Record<string, unknown>, meta?: { isTerminateCommit?: boolean }) => unknown;
  xhrResponseHandler: (xhr: XMLHttpRequest) => CommitResult;
};

/** Whether the page is going away (the tab closes or reloads), when a synchronous request is no longer allowed. */
let pageLeaving = false;
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => { pageLeaving = true; });
  // A page restored from the back-forward cache is alive again: its commits answer synchronously once more.
  window.addEventListener("pageshow", () => { pageLeaving = false; });
}

/**
 * scorm-again's HTTP service, replaced: its synchronous service sends the commit of Terminate/LMSFinish with
 * `navigator.sendBeacon`, whose answer nobody reads (and which, while commits carried the app's bearer token, went
 * without it: the server refused the very commit that closes an attempt). Here every commit is a synchronous JSON
 * request, as SCORM's API calls expect an answer; only while the page itself unloads (a synchronous request is
 * refused then) does the commit go as a `keepalive` fetch, and count as sent.
 */
const authenticatedCommits = (initial: HttpSettings) => {
  let settings = initial;
  return {
    updateSettings: (next: HttpSettings) => { settings = { ...settings, ...next }; },
    processHttpRequest: (url: string, params: Record<string, unknown>, immediate = false, _log?: unknown, _listeners?: unknown,
      metadata?: { isTerminateCommit?: boolean }): CommitResult => {
      const body = JSON.stringify(settings.requestHandler(params, metadata ?? { isTerminateCommit: immediate }) ?? params);
      const headers = { ...settings.xhrHeaders, "content-type": "application/json" };
      if (pageLeaving) {
        void fetch(url, { method: "POST", body, headers, keepalive: true }).catch(() => undefined);
        return { result: "true", errorCode: 0 };
      }
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url, false);
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      try {
        xhr.send(body);
      } catch {
        // A synchronous request refused (the package's frame is being dismissed): the commit still goes, as a
        // keepalive fetch, and counts as sent.
        void fetch(url, { method: "POST", body, headers, keepalive: true }).catch(() => undefined);
        return { result: "true", errorCode: 0 };
      }
      return settings.xhrResponseHandler(xhr);
    },
  };
};

/** Builds the runtime for one item of an attempt and puts it where the package looks for it. */
export const startRuntime = async (
  launch: Launch,
  item: string,
  restored: ItemState | undefined,
  commitUrl: string,
  onCommit: (result: { ok: boolean; completed: boolean }) => void,
): Promise<RuntimeHandle> => {
  const v12 = launch.package.version === "1.2";
  const settings = {
    lmsCommitUrl: commitUrl,
    dataCommitFormat: "flattened" as const,
    autocommit: true,
    autocommitSeconds: 30,
    logLevel: 5,
    xhrHeaders: {} as Record<string, string>,
    requestHandler: (values: Record<string, unknown>, meta?: { isTerminateCommit?: boolean }) => {
      if (completionOf(values)) onCommit({ ok: true, completed: true });
      return { attempt_id: launch.attempt_id, item, terminate: !!meta?.isTerminateCommit, values };
    },
    xhrResponseHandler: (xhr: XMLHttpRequest) => {
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (!ok) onCommit({ ok: false, completed: false });
      return ok ? { result: true, errorCode: 0 } : { result: false, errorCode: 101 };
    },
  };
  const withService = { ...settings, httpService: authenticatedCommits(settings) };
  let open = false;
  let initialized = false;
  let api: Api;
  if (v12) {
    // The ES build exports the class by name (its type declarations say default): take whichever is there.
    const mod = (await import("scorm-again/scorm12")) as unknown as Record<string, new (s: unknown) => Api>;
    api = new (mod.Scorm12API ?? mod.default)(withService);
    api.on("LMSInitialize", () => { open = true; initialized = true; });
    api.on("LMSFinish", () => { open = false; });
  } else {
    const mod = (await import("scorm-again/scorm2004")) as unknown as Record<string, new (s: unknown) => Api>;
    api = new (mod.Scorm2004API ?? mod.default)(withService);
    api.on("Initialize", () => { open = true; initialized = true; });
    api.on("Terminate", () => { open = false; });
  }
  // What a relaunch restores: the SCO's own values, and the entry that tells it to resume.
  if (restored && Object.keys(restored.values).length) api.loadFromFlattenedJSON(restored.values, "");
  const resume = launch.entry === "resume" && !!restored;
  if (v12) {
    api.cmi.core.student_id = launch.learner_id;
    api.cmi.core.student_name = launch.learner_name;
    api.cmi.core.entry = resume ? "resume" : "ab-initio";
  } else {
    api.cmi.learner_id = launch.learner_id;
    api.cmi.learner_name = launch.learner_name;
    api.cmi.entry = resume ? "resume" : "ab-initio";
  }
  if (v12) window.API = api;
  else window.API_1484_11 = api;
  return {
    close: (visited = true) => {
      if (open) {
        if (v12) api.LMSFinish?.("");
        else api.Terminate?.("");
      } else if (!initialized && visited) {
        void fetch(settings.lmsCommitUrl, {
          method: "POST", keepalive: true, headers: { ...settings.xhrHeaders, "content-type": "application/json" },
          body: JSON.stringify({ attempt_id: launch.attempt_id, item, terminate: true, values: {} }),
        }).catch(() => undefined);
      }
      if (v12 && window.API === api) window.API = undefined;
      if (!v12 && window.API_1484_11 === api) window.API_1484_11 = undefined;
    },
  };
};
