// The mail job of this process registers here, so a command that queued mail can ask for it to go out now
// instead of at the next tick. Without a running job (tests, CLI) waking does nothing.
let waker: (() => void) | null = null;

/** Registers the running job's waker; returns a function that unregisters it. */
export const onWake = (fn: () => void) => {
  waker = fn;
  return () => {
    if (waker === fn) waker = null;
  };
};

/** Asks the mail job to run soon (after the caller's transaction has committed). */
export const wakeMailer = () => {
  if (waker) setTimeout(waker, 100).unref();
};
