// What the sign-in page was told of a lockout (the login and until when), kept in the tab's sessionStorage so a
// reload of the page still says why the form is closed and until when: the server keeps answering the same 429
// until then, and without this the reloaded page would offer a form that can only be refused again.
const KEY = "stride.loginLock";

export interface LockMemory {
  readonly login: string;
  readonly retryAt: number;
}

/** The remembered lockout if it still runs at `now`; an ended one is forgotten. */
export const recallLock = (now = Date.now()): LockMemory | null => {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<LockMemory> | null;
    if (raw && typeof raw.login === "string" && typeof raw.retryAt === "number" && raw.retryAt > now) return { login: raw.login, retryAt: raw.retryAt };
    if (raw) sessionStorage.removeItem(KEY);
  } catch {
    // Storage off or a value that is not ours: nothing remembered.
  }
  return null;
};

export const rememberLock = (lock: LockMemory) => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(lock));
  } catch {
    // Storage off: the lockout is shown until the page is left, as before.
  }
};

export const forgetLock = () => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage off: nothing to forget.
  }
};
