/**
 * Rate limits, declared on each route (config.rateLimit) with numbers from the configuration.
 * Counters live in Redis when REDIS_URL is set (several servers share them), in memory
 * otherwise. Keyed by client address: set TRUST_PROXY behind a proxy, or every visitor shares
 * the proxy's bucket. If Redis is unreachable, requests pass (a lost lead costs more than a
 * missed limit) and the error is logged.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { HttpError } from "../lib/errors";
import type { RateLimit } from "../config";

export const routeRateLimit = (l: RateLimit) => ({ max: l.max, timeWindow: l.windowMs });

declare module "fastify" {
  interface FastifyInstance {
    /** The rate limits' Redis connection (REDIS_URL), for limits kept outside @fastify/rate-limit; null without Redis. */
    rateLimitRedis: Redis | null;
  }
}

export default fp(
  async function rateLimits(app: FastifyInstance) {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, {
        lazyConnect: false,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 1000,
      });
      redis.on("error", (err) =>
        app.log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, "redis error"),
      );
      // Start with a connection when Redis is there; start anyway (and log) when it is not.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, 3000);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        redis!.once("ready", done);
      });
      if (redis.status !== "ready") app.log.warn("redis not reachable at start; rate limits pass until it is");
      app.addHook("onClose", async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    app.decorate("rateLimitRedis", redis ?? null);
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: app.config.rateLimitPrefix,
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, "rate_limited", `Too many requests. Please try again in ${context.after}.`),
      onExceeded: (request) => request.log.info({ route: request.routeOptions.url }, "rate limit exceeded"),
    });
  },
  { name: "rate-limit" },
);
