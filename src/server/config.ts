import path from "node:path";
import type { S3Settings } from "./files/storage.js";

/** Server configuration, read once from the environment. The README lists every variable. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** PostgreSQL connections this process opens at most (DATABASE_POOL_SIZE). */
  readonly databasePoolSize: number;
  readonly seedDemo: boolean;
  readonly jwtSecret: string | undefined;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  /** How long a just-rotated refresh token still answers its successor (two tabs refreshing at once). */
  readonly refreshGraceSeconds: number;
  readonly notificationsBase: string;
  readonly sideMenuVariant: "new" | "classic";
  readonly secureCookies: boolean;
  readonly logLevel: "silent" | "error" | "info";
  /** How long a session check may be reused (revocation delay for other instances); 0 turns the cache off. */
  readonly sessionCacheMs: number;
  /** How long a claimed job belongs to its process without renewal: a killed process's job runs again after it. */
  readonly jobLeaseMs: number;
  /** Object storage for library files when S3_BUCKET is set; otherwise files live under DATA_DIR/files. */
  readonly s3: S3Settings | undefined;
  /** Largest accepted upload file (UPLOAD_MAX_FILE_MB, default 512) and request (UPLOAD_MAX_REQUEST_MB, default 2048). */
  readonly uploadMaxFileBytes: number;
  readonly uploadMaxRequestBytes: number;
  /** How long a removed file's stored bytes are kept before the sweep deletes them (FILES_RETENTION_DAYS, default 7). */
  readonly filesRetentionMs: number;
  /** Mail transport for clients without their own e-mail server settings (SMTP_URL); none: mail is not sent. */
  readonly smtpUrl: string | undefined;
  /** Sender address with SMTP_URL (SMTP_FROM), else the client's e-mail. */
  readonly smtpFrom: string | undefined;
  /** Scheme and port of links in e-mails (PUBLIC_URL); the host is the client's. */
  readonly publicUrl: string;
  /**
   * Networks of the proxies in front (TRUSTED_PROXIES, comma-separated CIDRs such as 10.0.0.0/8): their
   * X-Forwarded-For/-Host/-Proto are believed. None by default: the connection's peer is the caller.
   */
  readonly trustedProxies: readonly string[];
  /** Self-registration attempts per 10 minutes, per address and per e-mail domain (REGISTRATION_ATTEMPTS, default 30; 0: no limit). */
  readonly registrationAttempts: number;
  /** "Forgot password?" requests per hour from one address (PASSWORD_RESET_PER_ADDRESS, default 20; 0: no limit). */
  readonly passwordResetPerAddress: number;
  /** "Forgot password?" requests per hour for one e-mail (PASSWORD_RESET_PER_EMAIL, default 3; 0: no limit). */
  readonly passwordResetPerEmail: number;
  /**
   * The public origin SCORM package content is served from (SCORM_CONTENT_ORIGIN, e.g. `https://content.stride.example`,
   * a proxy sending that host to SCORM_CONTENT_PORT). None: the app's host on SCORM_CONTENT_PORT.
   */
  readonly scormContentOrigin: string | undefined;
  /** The port of the content server (SCORM_CONTENT_PORT, default PORT + 1; 0: any free port, as tests use). */
  readonly scormContentPort: number;
}

const int = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isFinite(n) ? n : fallback;
};

/** SCORM_CONTENT_ORIGIN as an origin; a value that is not an http(s) URL stops the start with its name. */
const contentOrigin = (v: string | undefined) => {
  if (!v) return undefined;
  if (!URL.canParse(v) || !/^https?:$/.test(new URL(v).protocol)) throw new Error(`SCORM_CONTENT_ORIGIN: "${v}" is not an http(s) origin (for example https://content.stride.example)`);
  return new URL(v).origin;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: int(env.PORT, 3000),
  host: env.HOST || "127.0.0.1",
  dataDir: path.resolve(env.DATA_DIR || "./data"),
  databaseUrl: env.DATABASE_URL || undefined,
  // About twice the database's cores: more connections than it can run at once only add switching between them
  // (bench, users page at 20 concurrent requests on a 2-core machine: p99 54 ms with 10 connections, 33 ms with 4).
  databasePoolSize: Math.max(1, int(env.DATABASE_POOL_SIZE, 5)),
  // The embedded database seeds itself when empty; PostgreSQL only when asked.
  seedDemo: env.SEED_DEMO === undefined ? !env.DATABASE_URL : env.SEED_DEMO === "1" || env.SEED_DEMO === "true",
  jwtSecret: env.JWT_SECRET || undefined,
  accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60),
  refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
  refreshGraceSeconds: Math.max(0, int(env.REFRESH_GRACE_SECONDS, 10)),
  notificationsBase: env.NOTIFICATIONS_BASE ?? "/api/notifications",
  sideMenuVariant: env.SIDE_MENU === "classic" ? "classic" : "new",
  secureCookies: env.SECURE_COOKIES === "1",
  logLevel: (env.LOG_LEVEL as Config["logLevel"]) || "info",
  sessionCacheMs: int(env.SESSION_CACHE_MS, 1000),
  jobLeaseMs: Math.max(300, int(env.JOB_LEASE_MS, 30_000)),
  s3: env.S3_BUCKET
    ? {
        endpoint: env.S3_ENDPOINT || undefined, bucket: env.S3_BUCKET, accessKeyId: env.S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? "", region: env.S3_REGION || "us-east-1",
        forcePathStyle: env.S3_FORCE_PATH_STYLE === "1" || env.S3_FORCE_PATH_STYLE === "true",
      }
    : undefined,
  uploadMaxFileBytes: int(env.UPLOAD_MAX_FILE_MB, 512) * 1024 * 1024,
  uploadMaxRequestBytes: int(env.UPLOAD_MAX_REQUEST_MB, 2048) * 1024 * 1024,
  filesRetentionMs: Math.max(0, int(env.FILES_RETENTION_DAYS, 7)) * 24 * 3600_000,
  smtpUrl: env.SMTP_URL || undefined,
  smtpFrom: env.SMTP_FROM || undefined,
  publicUrl: env.PUBLIC_URL || `http://localhost:${int(env.PORT, 3000)}`,
  trustedProxies: (env.TRUSTED_PROXIES ?? "").split(",").map((x) => x.trim()).filter(Boolean),
  // Enough for a room of newcomers registering behind one office address at a kick-off; a script trying e-mails or
  // codes is slowed to 180 an hour per address.
  registrationAttempts: Math.max(0, int(env.REGISTRATION_ATTEMPTS, 30)),
  // A person who mistyped asks again once or twice; more mail than that to one address is someone else's doing.
  passwordResetPerAddress: Math.max(0, int(env.PASSWORD_RESET_PER_ADDRESS, 20)),
  passwordResetPerEmail: Math.max(0, int(env.PASSWORD_RESET_PER_EMAIL, 3)),
  scormContentOrigin: contentOrigin(env.SCORM_CONTENT_ORIGIN),
  scormContentPort: int(env.SCORM_CONTENT_PORT, int(env.PORT, 3000) === 0 ? 0 : int(env.PORT, 3000) + 1),
});
