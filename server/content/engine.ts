/**
 * The document engine every content kind shares (docs/publishing.md "Documents, revisions and
 * states"): documents and their revisions in content_documents / content_revisions, changes
 * conditional on the version the person saw (a stale one is refused, naming who changed the
 * document and when), every change in the audit log, and the site's generation number that
 * every server process watches. Listings (listings.ts) and the editors' kinds (documents.ts)
 * build on it.
 */
import type { Transaction } from "kysely";
import { z } from "zod";
import { WORKSPACE_TIME_ZONE, type AuditAction } from "#contracts/workspace.ts";
import type { RevisionMeta } from "#contracts/listings.ts";
import type { SiteContent } from "#content/site-content.ts";
import { fieldMessages } from "#contracts/field-messages.ts";
import type { Db } from "../db";
import type { ContentDocumentsTable, DocumentState } from "../db/content-schema";
import type { Database } from "../db/schema";
import { audit } from "../staff/audit";
import { ServiceError } from "../lib/errors";
import { iso } from "../lib/clock";
import { staffNames } from "../staff/names";

/** A refusal of the content engine (server/lib/errors.ts ServiceError). */
export class ContentError extends ServiceError<"not_found" | "conflict" | "validation" | "render"> {}

export interface Actor {
  id: string;
  ipHash?: string | null;
}

export type DocRow = ContentDocumentsTable;

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

/**
 * One message per field, by its path, in the words the workspace's forms show at the field
 * (contracts/field-messages.ts), never zod's own English: a client that saves without the
 * workspace's own check reads the same answer. The value as a whole is "draft".
 */
export const fieldErrors = (error: z.ZodError, input: unknown) => fieldMessages(error.issues, input, "draft");

/** `input` checked by `schema`, or a validation error with a message per field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new ContentError("validation", "Some fields need attention.", fieldErrors(parsed.error, input));
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

/**
 * The documents with one revision each joined as `r`: the one the site shows (`live`) or the
 * newest (`latest`).
 */
export function documentsWith(db: Db, revision: "live" | "latest") {
  const number = revision === "live" ? "d.live_revision" : "d.latest_revision";
  return db
    .selectFrom("content_documents as d")
    .innerJoin("content_revisions as r", (j) => j.onRef("r.document_id", "=", "d.id").onRef("r.number", "=", number));
}

/** The changes every kind audits alike: `<prefix>_<change>` (listing_published, content_published). */
type Change = "published" | "scheduled" | "unscheduled" | "restored";

/** What every kind's service does the same way. `noun`: how messages name a document ("listing"). */
export abstract class DocumentStore<Deps extends PublishingDeps = PublishingDeps> {
  protected abstract readonly noun: string;
  /** The audit log's target type of this service's documents. */
  protected abstract readonly targetType: string;
  /** The first word of this service's audit actions ("listing": listing_published, ...). */
  protected abstract readonly actionPrefix: "listing" | "content";

  constructor(protected readonly deps: Deps) {}

  protected get db() {
    return this.deps.db;
  }

  protected now() {
    return this.deps.now();
  }

  /** The audit detail of a change to `doc` (a kind's service adds what names the kind). */
  protected abstract auditDetail(doc: DocRow, detail?: object): object | undefined;

  /** The audit action of a change every kind makes. */
  protected action(change: Change): AuditAction {
    return `${this.actionPrefix}_${change}`;
  }

  /** Staff names by id (revisions and documents name who made them). */
  protected names(ids: (string | null)[]): Promise<Map<string, string>> {
    return staffNames(this.db, ids);
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

  /** The document's revisions, newest first, with who made them and which one is live. */
  protected async history(doc: DocRow) {
    const rows = await this.db
      .selectFrom("content_revisions")
      .select(["number", "note", "created_at", "created_by", "data"])
      .where("document_id", "=", doc.id)
      .orderBy("number", "desc")
      .execute();
    const names = await this.names([doc.updated_by, ...rows.map((r) => r.created_by)]);
    const metas: RevisionMeta[] = rows.map((r) => ({
      number: Number(r.number),
      createdAt: r.created_at,
      author: r.created_by ? (names.get(r.created_by) ?? null) : null,
      note: r.note,
      live: doc.live_revision !== null && Number(r.number) === Number(doc.live_revision),
    }));
    return { rows, names, metas };
  }

  /** Revision `number` among a document's `revisions`, or the refusal naming it. */
  protected revisionMeta(revisions: RevisionMeta[], number: number): RevisionMeta {
    const meta = revisions.find((r) => r.number === number);
    if (!meta) throw new ContentError("not_found", `Revision ${number} of this ${this.noun} does not exist.`);
    return meta;
  }

  /** A new document's row, a draft at version 1 whose first revision the caller adds. */
  protected async insertDraftRow(
    trx: Pick<Db, "insertInto">,
    actor: Actor,
    doc: { id: string; kind: string; slug: string },
  ): Promise<void> {
    const now = iso(this.now());
    await trx
      .insertInto("content_documents")
      .values({
        ...doc,
        state: "draft",
        latest_revision: 1,
        live_revision: null,
        publish_at: null,
        closes_at: null,
        first_published_at: null,
        closed_at: null,
        version: 1,
        position: now,
        created_at: now,
        created_by: actor.id,
        updated_at: now,
        updated_by: actor.id,
      })
      .execute();
  }

  /**
   * A change to what the site shows: `change` in one transaction with a new generation of the
   * site, and every process told once it is committed.
   */
  protected async changeSite(change: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await change(trx);
      await bumpGeneration(trx, this.now());
    });
    this.deps.onSiteChange();
  }

  /** The latest revision to be published at `when`: a never-published document waits as scheduled. */
  protected async schedule(actor: Actor, doc: DocRow, version: number, when: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.update(trx, doc.id, version, actor, {
        state: doc.live_revision === null ? "scheduled" : doc.state,
        publish_at: iso(when),
      });
      await this.record(
        trx,
        actor,
        this.action("scheduled"),
        doc.id,
        this.auditDetail(doc, { at: iso(when), revision: doc.latest_revision }),
      );
    });
  }

  /** The latest revision live now; `set`: what else the kind changes with it. */
  protected async publishLatest(actor: Actor, doc: DocRow, version: number, set: Partial<DocRow> = {}): Promise<void> {
    const now = iso(this.now());
    await this.changeSite(async (trx) => {
      await this.update(trx, doc.id, version, actor, {
        state: "published",
        live_revision: Number(doc.latest_revision),
        publish_at: null,
        first_published_at: doc.first_published_at ?? now,
        ...set,
      });
      await this.record(
        trx,
        actor,
        this.action("published"),
        doc.id,
        this.auditDetail(doc, { revision: doc.latest_revision }),
      );
    });
  }

  /** Takes back the scheduled publication: a document that was waiting for it is a draft again. */
  protected async cancelSchedule(actor: Actor, doc: DocRow, version: number): Promise<void> {
    if (!doc.publish_at) throw new ContentError("validation", `This ${this.noun} has no scheduled publication.`);
    await this.db.transaction().execute(async (trx) => {
      await this.update(trx, doc.id, version, actor, {
        state: doc.state === "scheduled" ? "draft" : doc.state,
        publish_at: null,
      });
      await this.record(trx, actor, this.action("unscheduled"), doc.id, this.auditDetail(doc));
    });
  }

  /**
   * Revision `from`'s fields (`data`) as a new revision, live at once; `set`: the state and what
   * else the kind changes with it; `check`: run after the revision is inserted, in its transaction.
   */
  protected async publishRestored(
    actor: Actor,
    doc: DocRow,
    version: number,
    from: number,
    data: unknown,
    set: Partial<DocRow>,
    check?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<void> {
    const number = Number(doc.latest_revision) + 1;
    const now = iso(this.now());
    await this.changeSite(async (trx) => {
      await this.update(trx, doc.id, version, actor, {
        latest_revision: number,
        live_revision: number,
        ...set,
        first_published_at: doc.first_published_at ?? now,
      });
      await this.addRevision(trx, doc.id, number, data, `Restored revision ${from}`, actor);
      await check?.(trx);
      await this.record(trx, actor, this.action("restored"), doc.id, this.auditDetail(doc, { from, revision: number }));
    });
  }

  /**
   * The scheduler's change to `doc` if it is still at the version read (so once however many
   * processes run the scheduler), audited as `action` with a new generation. Whether it applied.
   * `now`: the scheduler's run (ISO), the document's new updated_at.
   */
  protected async applyOnce(
    doc: { id: string; version: number },
    now: string,
    set: Partial<DocRow>,
    action: AuditAction,
    detail?: object,
  ): Promise<boolean> {
    let applied = false;
    await this.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable("content_documents")
        .set({ ...set, version: Number(doc.version) + 1, updated_at: now })
        .where("id", "=", doc.id)
        .where("version", "=", Number(doc.version))
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return;
      await this.record(trx, null, action, doc.id, detail);
      await bumpGeneration(trx, this.now());
      applied = true;
    });
    return applied;
  }

  /**
   * The scheduler's publications: the latest revision of each document of `kinds` in `states`
   * whose time came goes live (`extra`: what else the kind changes with it), each once across
   * processes. How many were published; the caller tells the site. `now`: the scheduler's run (ISO).
   */
  protected async publishDue(
    now: string,
    kinds: string[],
    states: DocumentState[],
    extra?: (doc: DocRow) => Promise<Partial<DocRow>>,
  ): Promise<number> {
    const due = await this.db
      .selectFrom("content_documents")
      .selectAll()
      .where("kind", "in", kinds)
      .where("publish_at", "<=", now)
      .where("state", "in", states)
      .execute();
    let changed = 0;
    for (const d of due) {
      const set: Partial<DocRow> = {
        state: "published",
        live_revision: Number(d.latest_revision),
        publish_at: null,
        first_published_at: d.first_published_at ?? now,
        ...(await extra?.(d)),
      };
      const detail = this.auditDetail(d, { scheduled: true, revision: d.latest_revision });
      if (await this.applyOnce(d, now, set, this.action("published"), detail)) changed++;
    }
    return changed;
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
