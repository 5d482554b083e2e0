/**
 * The workspace's first screen: per kind the viewer may see, what is new, came in this week,
 * waits without an assignee or sits in spam; who has how much open work; the mail outbox's state;
 * and, for an admin, the paused delivery destinations.
 */
import { sql } from "kysely";
import type { Dashboard } from "#contracts/workspace.ts";
import type { Db } from "../db";
import { canSee, kinds as allKinds } from "../registry";
import type { Viewer, WorkspaceService } from "./submissions";

type Row = Record<string, unknown>;

export interface DashboardDeps {
  db: Db;
  now: () => number;
  /** Names of the people open work is assigned to. */
  workspace: Pick<WorkspaceService, "people">;
}

export class DashboardService {
  constructor(private readonly deps: DashboardDeps) {}

  async summary(viewer: Viewer): Promise<Dashboard> {
    const visible = allKinds.filter((d) => canSee(viewer.roles, d.kind));
    const weekAgo = new Date(this.deps.now() - 7 * 86_400_000).toISOString();
    const kinds: Dashboard["kinds"] = [];
    const waiting = new Map<string | null, number>();
    let mine = 0;
    for (const def of visible) {
      const t = sql.table(def.table);
      const open = def.finalStatuses.length
        ? sql`status not in (${sql.join(def.finalStatuses.map((s) => sql`${s}`))})`
        : sql`1 = 1`;
      const r = await sql<Row>`select
          sum(case when spam = 0 and status = ${def.initialStatus} then 1 else 0 end) as new_count,
          sum(case when spam = 0 and created_at >= ${weekAgo} then 1 else 0 end) as week_count,
          sum(case when spam = 0 and assignee_id is null and ${open} then 1 else 0 end) as unassigned,
          sum(case when spam = 1 then 1 else 0 end) as spam_count
        from ${t}`.execute(this.deps.db);
      const c = r.rows[0] ?? {};
      kinds.push({
        kind: def.kind,
        new: Number(c.new_count ?? 0),
        lastWeek: Number(c.week_count ?? 0),
        unassigned: Number(c.unassigned ?? 0),
        spam: Number(c.spam_count ?? 0),
      });
      const per =
        await sql<Row>`select assignee_id, count(*) as n from ${t} where spam = 0 and ${open} group by assignee_id`.execute(
          this.deps.db,
        );
      for (const p of per.rows) {
        const key = (p.assignee_id as string | null) ?? null;
        waiting.set(key, (waiting.get(key) ?? 0) + Number(p.n));
        if (key === viewer.id) mine += Number(p.n);
      }
    }
    const people = await this.deps.workspace.people([...waiting.keys()]);
    const health = await this.deps.db
      .selectFrom("outbox")
      .select((eb) => [
        eb.fn.countAll<number>().as("n"),
        eb.fn.count<number>("failed_at").as("failed"),
        eb.fn.min("created_at").as("oldest"),
      ])
      .where("sent_at", "is", null)
      .executeTakeFirstOrThrow();
    const oldest = await this.deps.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.min("created_at").as("oldest"))
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .executeTakeFirst();
    return {
      kinds,
      mine,
      waiting: [...waiting.entries()]
        .map(([id, count]) => ({ assignee: id ? (people.get(id) ?? { id, name: "a former colleague" }) : null, count }))
        .sort((a, b) => b.count - a.count),
      mail: {
        pending: Number(health.n) - Number(health.failed),
        failed: Number(health.failed),
        oldestPendingAt: (oldest?.oldest as string | null) ?? null,
      },
      pausedDestinations: viewer.roles.includes("admin")
        ? (
            await this.deps.db
              .selectFrom("destinations")
              .select(["id", "name", "paused_at"])
              .where("state", "=", "paused")
              .orderBy("name")
              .execute()
          ).map((d) => ({ id: d.id, name: d.name, pausedAt: d.paused_at }))
        : [],
    };
  }
}
