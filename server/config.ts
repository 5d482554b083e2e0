/**
 * The server's settings, read from the environment and validated once at start-up
 * (.env.example lists every variable). Only the entry points (main.ts, cli.ts) touch process.env,
 * to hand it to loadConfig(); every other module receives a Config.
 */
import { resolve, sep } from "node:path";
import { z } from "zod";
import { site, siteUrl } from "#content/site.ts";
import { urlProblem } from "./deliveries/guard";

/** "5/10m", "3/1h", "30/60s": at most N requests per window, per client address. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

export function parseRateLimit(value: string): RateLimit {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*(ms|s|m|h)\s*$/.exec(value);
  if (!m) throw new Error(`expected "<max>/<window>" like "5/10m", got "${value}"`);
  const max = Number(m[1]);
  const windowMs = Number(m[2]) * UNITS[m[3]!]!;
  if (max < 1 || windowMs < 1000) throw new Error(`rate limit "${value}" is below 1 request per second`);
  return { max, windowMs };
}

const rateLimit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx) => {
      try {
        return parseRateLimit(v);
      } catch (e) {
        ctx.addIssue({ code: "custom", message: (e as Error).message });
        return z.NEVER;
      }
    });

const origin = z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin);

const csv = (item: z.ZodType<string, string>) =>
  z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .default("")
  .transform((v) => v === "true" || v === "1");
const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** One address or CIDR the proxy in front of the server connects from; never a hop count or "true". */
const proxyEntry = z
  .string()
  .regex(/^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/, {
    error: "TRUST_PROXY takes IP addresses or CIDR ranges (comma-separated), or loopback/linklocal/uniquelocal",
  })
  .refine((v) => !/^\d+$/.test(v), { error: "TRUST_PROXY must not be a hop count" });

const mailbox = z.string().trim().min(3).max(320);

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  STATIC_DIR: optional,
  // Where published pages are written for nginx (server/site/disk.ts); unset: memory only.
  PUBLISH_DIR: optional,
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must be a postgres:// URL" })
      .optional(),
  ),
  REDIS_URL: optional.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: "REDIS_URL must be a redis:// URL" })
      .optional(),
  ),
  RATE_LIMIT_PREFIX: z.string().min(1).max(64).default("corvanta:rl:"),
  SITE_URL: optional.pipe(origin.optional()),
  CORS_ORIGINS: csv(origin),
  TRUST_PROXY: csv(proxyEntry),
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: "SMTP_URL must be smtp:// or smtps://" })
      .optional(),
  ),
  SMTP_HOST: optional,
  SMTP_PORT: int(587, 1, 65535),
  SMTP_SECURE: bool,
  SMTP_USER: optional,
  SMTP_PASS: optional,
  MAIL_FROM: optional.pipe(mailbox.optional()),
  NOTIFY_EMAIL: optional.pipe(mailbox.optional()),
  CAREERS_EMAIL: optional.pipe(mailbox.optional()),
  RATE_LIMIT_QUOTES: rateLimit("5/10m"),
  RATE_LIMIT_CONTACTS: rateLimit("5/10m"),
  // Accepted applications per address (a campus or an office shares one):
  // docs/decisions/0082-application-limit-counts-accepted.md.
  RATE_LIMIT_APPLICATIONS: rateLimit("10/1h"),
  RATE_LIMIT_CERTIFICATES: rateLimit("30/1m"),
  // Requests per window per API token (/api/v1, docs/api.md).
  RATE_LIMIT_API: rateLimit("120/1m"),
  // Page views from one address (docs/analytics.md): a reader opens a few pages a minute.
  RATE_LIMIT_EVENTS: rateLimit("120/1m"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  IP_HASH_SECRET: optional,
  REQUEST_TIMEOUT_MS: int(60_000, 1000, 600_000),
  BODY_LIMIT_BYTES: int(64 * 1024, 1024, 1024 * 1024),
  IDEMPOTENCY_TTL_HOURS: int(24, 24, 24 * 30),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 1000, 120_000),
  SCRYPT_LOG_N: int(15, 14, 20),
  RETENTION_PURGE: z.enum(["on", "off"]).default("on"),
  MAIL_LEASE_MS: int(5 * 60_000, 5000, 3_600_000),
  // Résumé uploads running at once (server/plugins/connections.ts): per client address, where a
  // campus or an office shares one, and in the whole process, which bounds the partial files on
  // disk, the file descriptors and the memory uploads hold.
  UPLOADS_PER_ADDRESS: int(20, 1, 1000),
  UPLOADS_TOTAL: int(64, 1, 1000),
  // Deliveries (docs/deliveries.md): private addresses and http:// for local testing only; the
  // deadlines of one request; how long a failing delivery is retried before it is marked failed.
  DELIVERY_ALLOW_PRIVATE: bool,
  DELIVERY_CONNECT_TIMEOUT_MS: int(5000, 100, 60_000),
  DELIVERY_ANSWER_TIMEOUT_MS: int(15_000, 100, 120_000),
  DELIVERY_RETRY_HOURS: int(24, 24, 24 * 14),
  // A delivery taken by a relay whose process died is sent again after this long.
  DELIVERY_LEASE_MS: int(120_000, 5000, 3_600_000),
  // The CDN purge after each publication (docs/publishing.md): a URL, and an optional header
  // "Name: value" sent with it (the CDN's credentials).
  CDN_PURGE_URL: optional,
  CDN_PURGE_HEADER: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}:\s*\S.{0,2000}$/, { error: 'CDN_PURGE_HEADER must look like "Name: value"' })
      .optional(),
  ),
  // Tests of the real process only (server/lib/clock.ts): refused below unless NODE_ENV=test.
  TEST_CLOCK_FILE: optional,
});

export interface ThrottleRuleConfig {
  windowMs: number;
  slowAfter: number;
  max: number;
  blockMs: number;
}

export interface WorkspaceConfig {
  /** scrypt cost: N = 2^scryptLogN (docs/decisions/0030-staff-passwords-scrypt.md). */
  scryptLogN: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  invitationMs: number;
  resetMs: number;
  throttle: { account: ThrottleRuleConfig; address: ThrottleRuleConfig; slowBaseMs: number; slowMaxMs: number };
  /** Run the retention purge inside the server, daily. */
  retentionPurge: boolean;
  retentionIntervalMs: number;
}

const HOUR = 3_600_000;

export const defaultWorkspaceConfig = (scryptLogN: number, retentionPurge: boolean): WorkspaceConfig => ({
  scryptLogN,
  sessionIdleMs: 8 * HOUR,
  sessionAbsoluteMs: 7 * 24 * HOUR,
  invitationMs: 72 * HOUR,
  resetMs: HOUR,
  throttle: {
    // Per account: slowed after 5 failures in 15 minutes, refused for 5 minutes after 10.
    account: { windowMs: 15 * 60_000, slowAfter: 5, max: 10, blockMs: 5 * 60_000 },
    // Per client address: more room (an office behind one address), a longer block.
    address: { windowMs: 15 * 60_000, slowAfter: 10, max: 30, blockMs: 15 * 60_000 },
    slowBaseMs: 500,
    slowMaxMs: 4000,
  },
  retentionPurge,
  retentionIntervalMs: 24 * HOUR,
});

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const mailDomain = site.email.split("@")[1] ?? "localhost";

export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`));
  }
  const e = parsed.data;
  const publishDir = e.PUBLISH_DIR ? resolve(cwd, e.PUBLISH_DIR) : undefined;
  if (publishDir) {
    const dataDir = resolve(cwd, e.DATA_DIR);
    const staticDir = e.STATIC_DIR ? resolve(cwd, e.STATIC_DIR) : undefined;
    const within = (child: string, parent: string) => child === parent || child.startsWith(`${parent}${sep}`);
    if (within(publishDir, dataDir) || within(dataDir, publishDir))
      throw new ConfigError([
        `PUBLISH_DIR (${publishDir}) and DATA_DIR (${dataDir}) must not contain each other: nginx serves one, the other holds résumés`,
      ]);
    if (staticDir && within(publishDir, staticDir))
      throw new ConfigError([`PUBLISH_DIR (${publishDir}) must not be inside STATIC_DIR (${staticDir})`]);
  }
  const smtp =
    e.SMTP_URL || e.SMTP_HOST
      ? {
          url: e.SMTP_URL,
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USER,
          pass: e.SMTP_PASS,
        }
      : null;
  if (smtp && !smtp.url && (smtp.user === undefined) !== (smtp.pass === undefined)) {
    throw new ConfigError(["SMTP_USER and SMTP_PASS: set both or neither"]);
  }
  if (e.UPLOADS_PER_ADDRESS > e.UPLOADS_TOTAL) {
    throw new ConfigError([
      `UPLOADS_PER_ADDRESS (${e.UPLOADS_PER_ADDRESS}) must not exceed UPLOADS_TOTAL (${e.UPLOADS_TOTAL})`,
    ]);
  }
  if (e.TEST_CLOCK_FILE && e.NODE_ENV !== "test") {
    throw new ConfigError([
      `TEST_CLOCK_FILE: a test-only setting (it moves the server's clock), refused unless NODE_ENV=test (NODE_ENV is ${e.NODE_ENV})`,
    ]);
  }
  if (e.CDN_PURGE_URL) {
    const problem = urlProblem(e.CDN_PURGE_URL, e.DELIVERY_ALLOW_PRIVATE);
    if (problem) throw new ConfigError([`CDN_PURGE_URL: ${problem}`]);
  }
  const purgeHeader = e.CDN_PURGE_HEADER ? /^([^:]+):\s*(.*)$/.exec(e.CDN_PURGE_HEADER) : null;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    /** Absolute path of the data folder: site.db (SQLite), uploads/, mail/. */
    dataDir: resolve(cwd, e.DATA_DIR),
    /** Where the prerendered site is; undefined: next to the server bundle (../client). */
    staticDir: e.STATIC_DIR ? resolve(cwd, e.STATIC_DIR) : undefined,
    /** Absolute path of the folder nginx serves published pages from (PUBLISH_DIR/current); undefined: none. */
    publishDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    rateLimitPrefix: e.RATE_LIMIT_PREFIX,
    /** The public origin of the site (scheme://host[:port]), e.g. https://www.corvanta.example. */
    siteOrigin: e.SITE_URL ?? new URL(siteUrl).origin,
    /** Origins allowed to call the API from a browser besides the site's own (split deployment). */
    corsOrigins: e.CORS_ORIGINS,
    /** Proxy addresses whose X-Forwarded-For is believed; false: none. */
    trustProxy: e.TRUST_PROXY.length ? e.TRUST_PROXY : false,
    smtp,
    mailFrom: e.MAIL_FROM ?? `"${site.name}" <no-reply@${mailDomain}>`,
    notifyEmail: e.NOTIFY_EMAIL ?? site.email,
    careersEmail: e.CAREERS_EMAIL ?? site.careersEmail,
    rateLimits: {
      quotes: e.RATE_LIMIT_QUOTES,
      contacts: e.RATE_LIMIT_CONTACTS,
      applications: e.RATE_LIMIT_APPLICATIONS,
      certificates: e.RATE_LIMIT_CERTIFICATES,
      events: e.RATE_LIMIT_EVENTS,
    },
    /** Requests per window per API token (/api/v1). */
    apiRateLimit: e.RATE_LIMIT_API,
    logLevel: e.LOG_LEVEL,
    ipHashSecret: e.IP_HASH_SECRET,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    idempotencyTtlMs: e.IDEMPOTENCY_TTL_HOURS * 3_600_000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    /** The staff workspace (docs/workspace.md). */
    workspace: defaultWorkspaceConfig(e.SCRYPT_LOG_N, e.RETENTION_PURGE === "on"),
    /** How long a message taken by the outbox relay stays reserved; one whose sender died is retried after it. */
    mailLeaseMs: e.MAIL_LEASE_MS,
    /** Résumé uploads allowed at once: from one client address, and in the whole process. */
    uploads: { perAddress: e.UPLOADS_PER_ADDRESS, total: e.UPLOADS_TOTAL },
    /** Outgoing deliveries: webhooks, chat alerts, the CDN purge (docs/deliveries.md). */
    deliveries: {
      allowPrivate: e.DELIVERY_ALLOW_PRIVATE,
      connectTimeoutMs: e.DELIVERY_CONNECT_TIMEOUT_MS,
      answerTimeoutMs: e.DELIVERY_ANSWER_TIMEOUT_MS,
      retryWindowMs: e.DELIVERY_RETRY_HOURS * 3_600_000,
      leaseMs: e.DELIVERY_LEASE_MS,
      cdn: e.CDN_PURGE_URL
        ? {
            url: e.CDN_PURGE_URL,
            header: purgeHeader ? { name: purgeHeader[1]!.trim(), value: purgeHeader[2]!.trim() } : null,
          }
        : null,
    },
    /** Tests only (NODE_ENV=test): the file whose offset moves the clock (server/lib/clock.ts); undefined: Date.now. */
    testClockFile: e.TEST_CLOCK_FILE ? resolve(cwd, e.TEST_CLOCK_FILE) : undefined,
  };
}

/** The settings every module receives: what loadConfig makes of envSchema, inferred, never written out. */
export type Config = ReturnType<typeof loadConfig>;
export type SmtpConfig = NonNullable<Config["smtp"]>;
