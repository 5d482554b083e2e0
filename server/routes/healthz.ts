/** GET /healthz: liveness and readiness (the database answers). 503 while shutting down. */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "../plugins/zod";

const healthSchema = z.object({
  status: z.enum(["ok", "unavailable", "shutting_down"]),
  database: z.enum(["ok", "unreachable", "unknown"]),
});

export default async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/healthz", { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (app.state.shuttingDown)
        return reply.code(503).header("retry-after", "5").send({ status: "shutting_down", database: "unknown" });
      try {
        await app.dbHandle.ping();
        return { status: "ok" as const, database: "ok" as const };
      } catch {
        return reply.code(503).header("retry-after", "5").send({ status: "unavailable", database: "unreachable" });
      }
    });
}
