/** Test support for the workspace suites (not a test file): fast settings, staff sessions, seeded submissions. */
import type { FastifyInstance } from "fastify";
import type { Role, SubmissionKind } from "#contracts/workspace.ts";
import { defaultWorkspaceConfig, type WorkspaceConfig } from "#server/config.ts";
import { storeSubmission, submissionServices } from "#server/intake.ts";
import type { DbSuite } from "./server";

/** Workspace settings for tests: a cheap scrypt cost (the hash format and code path are the same), no purge timer. */
export const fastWorkspace = (over: Partial<WorkspaceConfig> = {}): WorkspaceConfig => ({
  ...defaultWorkspaceConfig(10, false),
  ...over,
});

export const STRONG_PASSWORD = "amber-violin-quarry-lantern";

/** A clock the test moves. */
export function testClock(start = Date.parse("2026-11-20T06:00:00.000Z")) {
  const clock = { t: start, now: () => clock.t, advance: (ms: number) => (clock.t += ms) };
  return clock;
}

export async function workspaceApp(
  suite: DbSuite,
  opts: {
    clock?: ReturnType<typeof testClock>;
    workspace?: Partial<WorkspaceConfig>;
    config?: Record<string, unknown>;
    sleeps?: number[];
  } = {},
) {
  const sleeps = opts.sleeps;
  return suite.app({
    now: opts.clock?.now,
    config: {
      workspace: fastWorkspace(opts.workspace),
      rateLimits: {
        quotes: { max: 1000, windowMs: 60_000 },
        contacts: { max: 1000, windowMs: 60_000 },
        applications: { max: 1000, windowMs: 60_000 },
        certificates: { max: 1000, windowMs: 60_000 },
        events: { max: 1000, windowMs: 60_000 },
      },
      ...opts.config,
    },
    workspace: { sleep: async (ms: number) => void sleeps?.push(ms) },
  });
}

export function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers["set-cookie"];
  const first = Array.isArray(raw) ? String(raw[0]) : String(raw ?? "");
  return first.split(";")[0]!;
}

/** Invites a person and accepts through the API; returns the cookie header value and the account id. */
export async function staffMember(
  app: FastifyInstance,
  roles: Role[],
  email = `${roles.join("-")}-${Math.random().toString(36).slice(2, 8)}@corvanta.example`,
  password = STRONG_PASSWORD,
) {
  const inv = await app.staff.invite({ email, name: `${roles.join(" & ")} person`, roles }, null);
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/auth/invitations/accept",
    payload: { token: inv.token, password },
  });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieOf(res), id: inv.member.id, email, password };
}

/**
 * The ids of every item of a cursor-paged workspace list, read `limit` at a time from the first
 * page to the last; `get` answers one page for a query string.
 */
export async function idsOfEveryPage(
  get: (query: string) => Promise<{ items: { id: string }[]; nextCursor: string | null }>,
  limit: number,
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await get(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    seen.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

let seq = 0;
/** Stores a submission through the same function the public routes use. */
export async function seed(
  app: FastifyInstance,
  kind: Exclude<SubmissionKind, "application">,
  over: Record<string, string> = {},
  opts: { spam?: boolean } = {},
) {
  seq++;
  const fields =
    kind === "quote"
      ? {
          name: `Quote Person ${seq}`,
          email: `quote${seq}@example.com`,
          services: "Web development",
          message: `We need a website, request ${seq}.`,
          ...over,
        }
      : {
          name: `Contact Person ${seq}`,
          email: `contact${seq}@example.com`,
          subject: `Question ${seq}`,
          message: `A question about your services, number ${seq}.`,
          ...over,
        };
  const r = await storeSubmission(submissionServices(app), {
    kind,
    route: `/test/${kind}`,
    data: { kind, fields } as never,
    antiSpam: opts.spam ? { website: "http://spam.example" } : {},
    hash: String(seq),
    idempotencyKey: undefined,
    clientIp: "203.0.113.9",
  });
  if (r.outcome !== "stored") throw new Error("not stored");
  return r.id;
}
