/**
 * GET /api/admin/traffic: the Traffic view's report (contracts/workspace.ts; docs/analytics.md).
 * Registered by workspace/api.ts inside the workspace plugin, behind its gate like every route there.
 */
import { analyticsRoles, trafficQuerySchema, trafficReportSchema, WORKSPACE_PATHS } from "#contracts/workspace.ts";
import type { TypedApp } from "../plugins/zod";
import { HttpError } from "../lib/errors";
import { PeriodError, periods } from "./report";
import { istDay } from "./visitor";
import { INLINE_ROLLUP_EVENTS } from "./rollup";

export function registerTrafficRoutes(app: TypedApp) {
  app.get(
    WORKSPACE_PATHS.traffic,
    {
      schema: { querystring: trafficQuerySchema, response: { 200: trafficReportSchema } },
      config: { access: analyticsRoles },
    },
    async (request) => {
      const q = request.query;
      let p: ReturnType<typeof periods>;
      try {
        p = periods(app.now(), q.from, q.to);
      } catch (e) {
        if (e instanceof PeriodError) throw new HttpError(400, "validation", e.message, { from: e.message });
        throw e;
      }
      // A quiet day's new page views are rolled up before the answer; a busy day's (seconds of
      // work) just after it, so the view answers from the rollups as they are and the next view
      // has today counted (docs/analytics.md "Today's figures").
      const rollups = app.analytics.rollups;
      const behind = await rollups.refresh(p.from, p.to, INLINE_ROLLUP_EVENTS);
      const report = await app.analytics.reports.report(p);
      const today = istDay(app.now());
      const counted = p.from <= today && today <= p.to ? await rollups.today() : null;
      if (behind.length)
        void rollups.rollUpLater(behind, (err) => request.log.warn({ err }, "rolling page views up failed"));
      return { ...report, today: counted };
    },
  );
}
