/**
 * The staff workspace's services, as one Fastify plugin registered before its routes (api.ts):
 * staff accounts, sign-in and sessions (staff/service.ts) with the sign-in throttle (Redis when
 * REDIS_URL is set, the database behind it), passkeys (staff/passkeys.ts), the work on
 * submissions (submissions.ts), the spam folder (spam.ts), the mail outbox (outbox.ts), the
 * dashboard (dashboard.ts), hiring (hiring.ts) and the daily retention job (retention.ts).
 * Decorated on the app for the workspace routes, /api/v1 and the tests; the retention timer runs
 * from onReady when asked and stops on close.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { PasskeyService } from "../staff/passkeys";
import { StaffService } from "../staff/service";
import { DbThrottleStore, FallbackThrottleStore, RedisThrottleStore, type ThrottleStore } from "../staff/throttle";
import { DashboardService } from "./dashboard";
import { HiringService } from "./hiring";
import { OutboxService } from "./outbox";
import { RetentionJob } from "./retention";
import { SpamService } from "./spam";
import { WorkspaceService } from "./submissions";

declare module "fastify" {
  interface FastifyInstance {
    staff: StaffService;
    passkeys: PasskeyService;
    workspace: WorkspaceService;
    /** The spam folder: list, release, delete. */
    spam: SpamService;
    /** The mail outbox's state and retries (admin). */
    outbox: OutboxService;
    dashboard: DashboardService;
    hiring: HiringService;
    retention: RetentionJob;
  }
}

export interface WorkspaceServicesOptions {
  /** Start the daily retention purge timer (the server does; tests start it themselves). */
  startRetention?: boolean;
  /** Replaces the wait before a slowed sign-in answer (tests). */
  sleep?: (ms: number) => Promise<unknown>;
}

async function buildThrottle(app: FastifyInstance): Promise<ThrottleStore> {
  const db = new DbThrottleStore(app.db);
  if (!app.config.redisUrl) return db;
  const redis = new Redis(app.config.redisUrl, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  redis.on("error", (err) => app.log.warn({ err: { message: err.message } }, "redis error (sign-in throttle)"));
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return new FallbackThrottleStore(new RedisThrottleStore(redis, `${app.config.rateLimitPrefix}auth:`), db, (err) =>
    app.log.warn({ err: { message: (err as Error).message } }, "sign-in throttle: Redis failed, using the database"),
  );
}

export default fp<WorkspaceServicesOptions>(
  async function workspaceServices(root: FastifyInstance, opts) {
    const throttle = await buildThrottle(root);
    const wakeRelay = () => {
      root.relay.wake();
      root.deliveries.wake();
    };
    const staff = new StaffService({
      db: root.db,
      config: root.config,
      now: root.now,
      throttle,
      wakeRelay,
      sleep: opts.sleep,
      // The message only: the thread's own failure (it cannot start, it ran out of memory).
      onBackgroundError: (err) =>
        root.log.error({ err: { message: (err as Error).message } }, "the password strength thread failed"),
    });
    const workspace = new WorkspaceService({
      db: root.db,
      afterErase: root.dbHandle.afterErase,
      config: root.config,
      now: root.now,
      paths: root.paths,
      wakeRelay,
    });
    const retention = new RetentionJob({
      db: root.db,
      afterErase: root.dbHandle.afterErase,
      config: root.config,
      now: root.now,
      paths: root.paths,
      log: root.log.child({ component: "retention" }),
      analytics: root.analytics,
    });
    root.decorate("staff", staff);
    root.decorate("passkeys", new PasskeyService(staff));
    root.decorate("workspace", workspace);
    root.decorate("spam", new SpamService(workspace));
    root.decorate("outbox", new OutboxService({ db: root.db, now: root.now, wakeRelay }));
    root.decorate("dashboard", new DashboardService({ db: root.db, now: root.now, workspace }));
    root.decorate("hiring", new HiringService(workspace));
    root.decorate("retention", retention);
    if (opts.startRetention) {
      root.addHook("onReady", async () => retention.start());
    }
    root.addHook("onClose", async () => {
      await retention.stop();
      await staff.close();
    });
  },
  { name: "workspace-services", dependencies: ["services", "analytics"] },
);
