// Uncaught browser errors go to the server's error log: first POST /api/logError (the full report), then
// POST /api/manageErrorLogs (the log line an administrator sees), as spec 001 §7 orders them.
// The two calls go over the Effect client, loaded when the first report is sent (the first screen does not need it).
import { isSilent } from "./errors.js";

export interface ErrorContext {
  readonly userId?: number | null;
  readonly clientId?: number | null;
  readonly route?: string;
  readonly params?: Record<string, unknown>;
}

const logsCall = async () => {
  const [{ LogsGroup }, { areaApi, areaClient }] = await Promise.all([import("../contract/logs.js"), import("./api.js")]);
  return areaClient(areaApi(LogsGroup));
};
let callApi: ReturnType<typeof logsCall> | undefined;

const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const recent: number[] = [];
const WINDOW_MS = 60_000;
const MAX_PER_WINDOW = 10;

/** Describes any thrown value as message, error name and stack. */
export const describeError = (error: unknown): { message: string; error: string; stackTrace?: string } => {
  if (error instanceof Error) return { message: error.message || error.name, error: error.name, stackTrace: error.stack };
  if (typeof error === "object" && error !== null) {
    const tag = (error as { _tag?: string })._tag ?? "Error";
    const message = (error as { message?: string }).message ?? JSON.stringify(error);
    return { message: String(message), error: tag };
  }
  return { message: String(error), error: "Error" };
};

/** Reports an error to the server log; silent failures (cancelled, already handled) and floods are skipped. */
export const reportError = async (error: unknown, context: ErrorContext = {}): Promise<void> => {
  if (isSilent(error)) return;
  const now = Date.now();
  while (recent.length && now - recent[0]! > WINDOW_MS) recent.shift();
  if (recent.length >= MAX_PER_WINDOW) return;
  recent.push(now);
  const d = describeError(error);
  try {
    callApi ??= logsCall().catch((e) => {
      callApi = undefined;
      throw e;
    });
    const call = await callApi;
    const { id } = await call("logs.logError", (api) =>
      api.logs.logError({
        payload: {
          message: cut(d.message, 2000),
          error: cut(d.error, 4000),
          ...(d.stackTrace ? { stackTrace: cut(d.stackTrace, 20000) } : {}),
          userId: context.userId ?? null,
          clientId: context.clientId ?? null,
          route: cut(context.route ?? (typeof location === "undefined" ? "" : location.pathname), 2000),
          ...(context.params ? { params: context.params } : {}),
        },
      }),
    );
    await call("logs.manageErrorLogs", (api) =>
      api.logs.manageErrorLogs({
        payload: {
          client_id: context.clientId ?? null,
          user_id: context.userId ?? null,
          message: cut(d.message, 2000),
          level: "error",
          is_web: true,
          log_id: id,
        },
      }),
    );
  } catch {
    // Logging must never raise a second error.
  }
};
