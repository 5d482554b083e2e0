/**
 * POST /api/event: one page view from the page's beacon (app/lib/beacon.js; docs/analytics.md).
 *
 * Not counted (answered 204 all the same, so nothing can be learnt from the answer): bots by their
 * user agent (isbot), a request without a user agent, anyone carrying a staff session cookie
 * (signed-in staff), and paths that are not public pages (/admin, /api). A browser that sends
 * Global Privacy Control (Sec-GPC: 1) is counted as a page view without a visitor hash.
 *
 * The answer does not wait for the database: events are kept in memory and written in batches
 * (every FLUSH_MS, or at BATCH rows), the last batch when the server closes. A crash loses at most
 * the last FLUSH_MS of page views, which nobody was told were kept; a database that does not
 * answer loses page views beyond MAX_BUFFERED, counted in the log, never submissions.
 * docs/decisions/0122-page-views-written-in-batches.md.
 */
import Bowser from "bowser";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { z } from "zod";
import { API_PATHS } from "#contracts/api.ts";
import { UTM_KEYS, type UtmKey } from "#contracts/lead-source.ts";
import type { Db } from "../db";
import type { AnalyticsEventsTable } from "../db/analytics-schema";
import { channelOf, referringSite } from "../lead-source";
import { routeRateLimit } from "../plugins/rate-limit";
import type { ZodTypeProvider } from "../plugins/zod";
import { COOKIE_PLAIN, COOKIE_SECURE } from "../workspace/access";
import { DailySalt, visitorHash } from "./visitor";

const FLUSH_MS = 500;
const BATCH = 500;
const MAX_BUFFERED = 50_000;

/** What the beacon sends: the path; on the first page of a visit, e: 1, the UTM query and the referrer. */
export const eventSchema = z.strictObject({
  p: z.string().min(1).max(2000),
  e: z.literal(1).optional(),
  q: z.string().max(2000).optional(),
  r: z.string().max(2000).optional(),
});
type EventBody = z.infer<typeof eventSchema>;

export type EventRow = AnalyticsEventsTable;

/** Events waiting to be written, in batches. */
export class EventBuffer {
  private rows: EventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyInstance["log"], "warn">,
  ) {}

  push(row: EventRow) {
    if (this.rows.length >= MAX_BUFFERED) {
      this.dropped++;
      return;
    }
    this.rows.push(row);
    if (this.rows.length >= BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Writes what is buffered (one batch after another); resolves when it is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.rows.splice(0);
    const dropped = this.dropped;
    this.dropped = 0;
    if (dropped) this.log.warn({ dropped }, "page views dropped: the database did not keep up");
    this.flushing = this.flushing.then(async () => {
      for (let i = 0; i < rows.length; i += BATCH) {
        try {
          await this.db
            .insertInto("analytics_events")
            .values(rows.slice(i, i + BATCH))
            .execute();
        } catch (err) {
          this.log.warn({ err, count: Math.min(BATCH, rows.length - i) }, "page views not written");
        }
      }
    });
    return this.flushing;
  }
}

/** "desktop", "mobile", "tablet" or "other", and the browser's name, from the user agent. */
export function deviceAndBrowser(userAgent: string): { device: string; browser: string } {
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const device = type === "desktop" || type === "mobile" || type === "tablet" ? type : "other";
  return { device, browser: (parsed.browser.name ?? "Other").slice(0, 40) };
}

/** Whether a request comes from signed-in staff (a workspace session cookie is present). */
export function fromStaff(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === "string" && (cookie.includes(`${COOKIE_SECURE}=`) || cookie.includes(`${COOKIE_PLAIN}=`));
}

/** A public page's path, or null for anything else (the workspace, the API, a malformed path). */
function publicPath(p: string): string | null {
  let path: string;
  try {
    path = new URL(p, "http://site.invalid").pathname;
  } catch {
    return null;
  }
  if (!path.startsWith("/") || /^\/(admin|api)(\/|$)/.test(path)) return null;
  return path.slice(0, 300);
}

export interface Recorder {
  salt: DailySalt;
  buffer: EventBuffer;
}

/** The row a page view becomes, or null when it is not counted. */
export async function eventRow(
  recorder: Recorder,
  request: Pick<FastifyRequest, "headers" | "ip" | "host">,
  body: EventBody,
  now: number,
  site: string,
  staff: boolean,
): Promise<EventRow | null> {
  const ua = request.headers["user-agent"];
  if (!ua || isbot(ua) || staff) return null;
  const path = publicPath(body.p);
  if (!path) return null;
  const gpc = request.headers["sec-gpc"] === "1";
  const { day, salt } = await recorder.salt.today();
  let referrer: string | null = null;
  let channel: string | null = null;
  let campaign: string | null = null;
  if (body.e) {
    const site_ = referringSite(body.r, request.host);
    const params = new URLSearchParams(body.q ?? "");
    const utm: Partial<Record<UtmKey, string>> = {};
    for (const k of UTM_KEYS) {
      const v = params.get(`utm_${k}`)?.trim();
      if (v) utm[k] = v.slice(0, 150);
    }
    referrer = site_ ? site_.split("/")[0]! : null;
    channel = channelOf(utm, site_);
    campaign = utm.campaign ?? null;
  }
  return {
    day,
    at: new Date(now).toISOString(),
    path,
    visitor: gpc ? null : visitorHash(salt, site, request.ip, ua),
    entry: body.e ? 1 : 0,
    referrer,
    channel,
    campaign,
    ...deviceAndBrowser(ua),
  };
}

export function registerEventRoute(app: FastifyInstance, recorder: Recorder) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.event,
    {
      schema: { body: eventSchema },
      config: { accepts: ["json"], rateLimit: routeRateLimit(app.config.rateLimits.events) },
    },
    async (request, reply) => {
      const row = await eventRow(recorder, request, request.body, app.now(), app.config.siteOrigin, fromStaff(request));
      if (row) recorder.buffer.push(row);
      return reply.code(204).send();
    },
  );
}
