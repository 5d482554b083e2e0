/**
 * Traffic analytics (docs/analytics.md): the page-view endpoint, the daily salt, the buffered
 * writes, the rollups and the reports, as one Fastify plugin. The Traffic view's route lives with
 * the workspace API (traffic-api.ts), behind its gate; the daily rollup catch-up and the purge run
 * inside the retention job (server/workspace/retention.ts), once across processes.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { EventBuffer, registerEventRoute } from "./ingest";
import { TrafficReports } from "./report";
import { Rollups } from "./rollup";
import { DailySalt } from "./visitor";

export interface Analytics {
  salt: DailySalt;
  buffer: EventBuffer;
  rollups: Rollups;
  reports: TrafficReports;
}

declare module "fastify" {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

export default fp(
  async function analytics(app: FastifyInstance) {
    const a: Analytics = {
      salt: new DailySalt(app.db, app.now),
      buffer: new EventBuffer(app.db, app.log.child({ component: "analytics" })),
      rollups: new Rollups(app.db, app.now),
      reports: new TrafficReports(app.db, app.now),
    };
    app.decorate("analytics", a);
    registerEventRoute(app, a);
    // Registered after the database (services): closed before it, so the last batch is written.
    app.addHook("onClose", async () => a.buffer.flush());
  },
  { name: "analytics", dependencies: ["services"] },
);
