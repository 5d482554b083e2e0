/**
 * The document engine every content kind shares (docs/publishing.md "Documents, revisions and
 * states"): documents and their revisions in content_documents / content_revisions, changes
 * conditional on the version the person saw (a stale one is refused, naming who changed the
 * document and when), every change in the audit log, and the site's generation number that
 * every server process watches. Listings (listings.ts) and the editors' kinds (documents.ts)
 * build on it.
 */
import { z } from "zod";
import { WORKSPACE_TIME_ZONE, type AuditAction } from "#contracts/workspace.ts";
import type { SiteContent } from "#content/site-content.ts";
import type { Db } from "../db";
import type { ContentDocumentsTable } from "../db/content-schema";
import { audit } from "../staff/audit";
import { ServiceError } from "../lib/errors";

/** A refusal of the content engine (server/lib/errors.ts ServiceError). */
export class ContentError extends ServiceError<"not_found" | "conflict" | "validation" | "render"> {}

export interface Actor {
  id: string;
  ipHash?: string | null;
}

export type DocRow = ContentDocumentsTable;

export const iso = (ms: number) => new Date(ms).toISOString();

/** The calendar day in India of an instant (YYYY-MM-DD). */
export function indiaDay(at: string | number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: WORKSPACE_TIME_ZONE, dateStyle: "short" }).format(new Date(at));
}

const timeInIndia = (at: string) =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: WORKSPACE_TIME_ZONE,
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(at));

/** One message per field, by its path ("title", "pay.max", "social.0.href"). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.code === "unrecognized_keys" ? issue.keys[0]! : issue.path.join(".") || "draft";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** `input` checked by `schema`, or a validation error with a message per field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ContentError("validation", "Some fields need attention.", fieldErrors(parsed.error));
  return parsed.data;
}

export interface EngineDeps {
  db: Db;
  now: () => number;
}

/** What a kind's service needs to publish. */
export interface PublishingDeps extends EngineDeps {
  /** Called after a change to what the site shows was committed (a new generation). */
  onSiteChange: () => void;
  /**
   * Renders these pages of the site as it would be after a publication, before anything is
   * committed; throws when one cannot be made (server/plugins/publishing.ts). Without it (no
   * built site to render with), publications are not checked this way.
   */
  preflight?: (content: SiteContent, paths: string[]) => Promise<void>;
}

/** What every kind's service does the same way. `noun`: how messages name a document ("listing"). */
export abstract class DocumentStore {
  protected abstract readonly noun: string;
  /** The audit log's target type of this service's documents. */
  protected abstract readonly targetType: string;

  constructor(protected readonly engine: EngineDeps) {}

  protected get db() {
    return this.engine.db;
  }

  protected now() {
    return this.engine.now();
  }

  /** Staff names by id (revisions and documents name who made them). */
  protected async names(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((x): x is string => !!x))];
    if (!wanted.length) return new Map();
    const rows = await this.db.selectFrom("staff_accounts").select(["id", "name"]).where("id", "in", wanted).execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  protected async row(id: string): Promise<DocRow | undefined> {
    return (await this.db.selectFrom("content_documents").selectAll().where("id", "=", id).executeTakeFirst()) as
      DocRow | undefined;
  }

  protected async revisionJson(id: string, number: number): Promise<unknown> {
    const r = await this.db
      .selectFrom("content_revisions")
      .select("data")
      .where("document_id", "=", id)
      .where("number", "=", number)
      .executeTakeFirst();
    if (!r) throw new ContentError("not_found", `Revision ${number} of this ${this.noun} does not exist.`);
    return JSON.parse(r.data) as unknown;
  }

  /** The refusal of a change made on an older version: who changed it, and when. */
  protected async conflict(id: string): Promise<never> {
    const doc = await this.row(id);
    if (!doc) throw new ContentError("not_found", `This ${this.noun} does not exist.`);
    const who = doc.updated_by ? ((await this.names([doc.updated_by])).get(doc.updated_by) ?? "Someone") : "Someone";
    throw new ContentError(
      "conflict",
      `${who} changed this ${this.noun} at ${timeInIndia(doc.updated_at)} IST, after you opened it. Reload to see their changes; what you typed stays on the page until you do.`,
    );
  }

  /** Applies `set` if the document is still at `version`; else the conflict. */
  protected async update(
    trx: Pick<Db, "updateTable">,
    id: string,
    version: number,
    actor: Actor,
    set: Partial<DocRow>,
  ): Promise<void> {
    const res = await trx
      .updateTable("content_documents")
      .set({ ...set, version: version + 1, updated_at: iso(this.now()), updated_by: actor.id })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) await this.conflict(id);
  }

  protected record(trx: Pick<Db, "insertInto">, actor: Actor | null, action: AuditAction, id: string, detail?: object) {
    return audit(trx, this.now(), {
      actorId: actor?.id ?? null,
      action,
      targetType: this.targetType,
      targetId: id,
      ipHash: actor?.ipHash ?? null,
      detail: detail ? { ...detail } : null,
    });
  }

  protected async addRevision(
    trx: Pick<Db, "insertInto">,
    id: string,
    number: number,
    data: unknown,
    note: string,
    actor: Actor | null,
    at = iso(this.now()),
  ) {
    await trx
      .insertInto("content_revisions")
      .values({
        document_id: id,
        number,
        data: JSON.stringify(data),
        note,
        created_at: at,
        created_by: actor?.id ?? null,
      })
      .execute();
  }

  /**
   * One document of the repository's first revision, published (or closed) as the repository has
   * it: the document and its revision 1, inserted once by id (several processes starting together
   * insert once). Whether this call inserted it.
   */
  protected async insertSeed(
    trx: Pick<Db, "insertInto">,
    seed: {
      id: string;
      kind: string;
      slug: string;
      data: unknown;
      /** The seed's own date: a fresh install's snapshot equals what the build rendered. */
      revisionAt: string;
      firstPublishedAt: string;
      /** Before every document made later (their position is their creation time), in the repository's order. */
      index: number;
      closesAt?: string | null;
      closedAt?: string | null;
    },
  ): Promise<boolean> {
    const now = iso(this.now());
    const res = await trx
      .insertInto("content_documents")
      .values({
        id: seed.id,
        kind: seed.kind,
        slug: seed.slug,
        state: seed.closedAt ? "closed" : "published",
        latest_revision: 1,
        live_revision: 1,
        publish_at: null,
        closes_at: seed.closesAt ?? null,
        first_published_at: seed.firstPublishedAt,
        closed_at: seed.closedAt ?? null,
        version: 1,
        position: `0000-seed-${String(seed.index).padStart(4, "0")}`,
        created_at: now,
        created_by: null,
        updated_at: now,
        updated_by: null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await this.addRevision(trx, seed.id, 1, seed.data, "First revision, from the repository", null, seed.revisionAt);
    return true;
  }

  /** The current generation number (every process renders when it sees a newer one). */
  async generation(): Promise<number> {
    const row = await this.db.selectFrom("site_generation").select("generation").where("id", "=", 1).executeTakeFirst();
    return row ? Number(row.generation) : 0;
  }
}

/** One more generation of the site (inside the transaction of the change that makes it). */
export async function bumpGeneration(trx: Pick<Db, "updateTable" | "insertInto">, now: number): Promise<void> {
  const res = await trx
    .updateTable("site_generation")
    .set((eb) => ({ generation: eb("generation", "+", 1), changed_at: iso(now) }))
    .where("id", "=", 1)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0)
    await trx
      .insertInto("site_generation")
      .values({ id: 1, generation: 1, changed_at: iso(now) })
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({ generation: eb("site_generation.generation", "+", 1) })),
      )
      .execute();
}
