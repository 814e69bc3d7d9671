// Reloads for a new version or a failed chunk, decided by the appVersion machine (machines/appVersion.ts):
// a version change reloads, a chunk failure reloads at most once per 60 s.
import { createActor } from "xstate";
import { type AppVersionContext, appVersionMachine } from "../../../machines/appVersion";

const VersionKey = "stride.appVersion";
const ReloadKey = "stride.chunkReloadAt";

const read = (storage: () => Storage, key: string) => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

const reloadAt = read(() => sessionStorage, ReloadKey);

export const appVersion = createActor(
  appVersionMachine.provide({
    actions: {
      reload: (_, ctx: AppVersionContext) => {
        try {
          if (ctx.storedVersion) localStorage.setItem(VersionKey, ctx.storedVersion);
          if (ctx.lastReloadAt !== null) sessionStorage.setItem(ReloadKey, String(ctx.lastReloadAt));
        } catch {
          // Storage may be unavailable (private mode); the reload still happens.
        }
        location.reload();
      },
    },
  }),
  { input: { storedVersion: read(() => localStorage, VersionKey), lastReloadAt: reloadAt === null ? null : Number(reloadAt) } },
).start();

// A first visit stores the version without reloading.
appVersion.subscribe((s) => {
  if (s.context.storedVersion && read(() => localStorage, VersionKey) !== s.context.storedVersion && s.value !== "reloading")
    try {
      localStorage.setItem(VersionKey, s.context.storedVersion);
    } catch {
      // ignore
    }
});

/** True for the errors a failed dynamic import raises in Chromium, Firefox and Safari. */
export const isChunkLoadError = (error: unknown): boolean => {
  const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
};

/** Reports a chunk-load failure; true when the page is reloading because of it. */
export const chunkFailed = (): boolean => {
  appVersion.send({ type: "chunk.failed", now: Date.now() });
  return appVersion.getSnapshot().value === "reloading";
};

/** Reports the version the server runs (session `app_version`). */
export const versionReceived = (version: string): void => appVersion.send({ type: "version.received", version });
