/** Minimal leveled logger; LOG_LEVEL=silent quiets it in tests. */
const level = () => process.env.LOG_LEVEL ?? "info";
export const log = {
  info: (...args: unknown[]) => level() === "info" && console.log(...args),
  error: (...args: unknown[]) => level() !== "silent" && console.error(...args),
};
