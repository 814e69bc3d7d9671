import path from "node:path";

/** Server configuration, read once from the environment. The README lists every variable. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly seedDemo: boolean;
  readonly jwtSecret: string | undefined;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  readonly notificationsBase: string;
  readonly sideMenuVariant: "new" | "classic";
  readonly secureCookies: boolean;
  readonly logLevel: "silent" | "error" | "info";
  /** How long a session check may be reused (revocation delay for other instances); 0 turns the cache off. */
  readonly sessionCacheMs: number;
}

const int = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isFinite(n) ? n : fallback;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: int(env.PORT, 3000),
  host: env.HOST || "127.0.0.1",
  dataDir: path.resolve(env.DATA_DIR || "./data"),
  databaseUrl: env.DATABASE_URL || undefined,
  // The embedded database seeds itself when empty; PostgreSQL only when asked.
  seedDemo: env.SEED_DEMO === undefined ? !env.DATABASE_URL : env.SEED_DEMO === "1" || env.SEED_DEMO === "true",
  jwtSecret: env.JWT_SECRET || undefined,
  accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60),
  refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
  notificationsBase: env.NOTIFICATIONS_BASE ?? "/api/notifications",
  sideMenuVariant: env.SIDE_MENU === "classic" ? "classic" : "new",
  secureCookies: env.SECURE_COOKIES === "1",
  logLevel: (env.LOG_LEVEL as Config["logLevel"]) || "info",
  sessionCacheMs: int(env.SESSION_CACHE_MS, 1000),
});
