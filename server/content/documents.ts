/**
 * The editors' content kinds as documents (content/kinds.ts; docs/publishing.md "Content
 * kinds"): drafts, revisions, publication now or at a time, restoring, previews and the
 * snapshot, on the same engine as listings (engine.ts): changes conditional on the version seen,
 * every change audited, the site's generation bumped in the same transaction.
 */
import { randomUUID } from "node:crypto";
import type { ContentDetail, ContentDiscarded, ContentRevision, ContentSummary } from "#contracts/content.ts";
import type { ListingState } from "#contracts/listings.ts";
import { contentKind, contentKinds, documentSchema, type ContentKind, type PublishedDocument } from "#content/kinds.ts";
import { prerenderPaths } from "#content/routes.ts";
import { picturesNamed } from "#content/images.ts";
import { seedContent, type SiteContent, type SiteListing } from "#content/site-content.ts";
import type { Db } from "../db";
import {
  bumpGeneration,
  ContentError,
  documentsWith,
  fieldErrors,
  DocumentStore,
  parseWith,
  type Actor,
  type DocRow,
  type PublishingDeps,
} from "./engine";
import { iso } from "../lib/clock";

/** When the repository's revisions are dated: fixed, so every install's snapshot is the build's. */
const SEED_AT = "2026-01-01T00:00:00.000Z";

const kindsIn = () => contentKinds.map((k) => k.kind);

/** The schema a document of `kind` at `slug` is checked with; a slug the kind has no shape for is refused. */
function schemaOf(kind: ContentKind, slug: string) {
  const schema = documentSchema(kind, slug);
  if (!schema) throw new ContentError("not_found", `The ${kind.label.toLowerCase()} have no document at “${slug}”.`);
  return schema;
}

/** The site's snapshot at `now`: `listings` with the published documents of every other kind applied. */
export async function publishedDocuments(db: Db, listings: SiteListing[], now: number): Promise<SiteContent> {
  const rows = await documentsWith(db, "live")
    .select(["d.id", "d.kind", "d.slug", "d.first_published_at", "r.data", "r.created_at as revision_at"])
    .where("d.kind", "in", kindsIn())
    .where("d.state", "=", "published")
    .orderBy("d.position")
    .orderBy("d.id")
    .execute();
  let content: SiteContent = { ...seedContent(now), listings };
  for (const kind of contentKinds) {
    const docs: PublishedDocument[] = rows
      .filter((r) => r.kind === kind.kind)
      .map((r) => ({
        id: r.id,
        slug: r.slug,
        data: JSON.parse(r.data) as unknown,
        updatedAt: r.revision_at,
        firstPublishedAt: r.first_published_at ?? r.revision_at,
      }));
    content = kind.apply(content, docs);
  }
  return content;
}

/** How the workspace names a document: a singleton by its kind, others by their title. */
export function documentTitle(kind: ContentKind, data: unknown, slug: string): string {
  return kind.singleton
    ? kind.label
    : (kind.title?.(data, slug) ?? String((data as { title?: unknown }).title ?? slug));
}

export interface DocumentServiceDeps extends PublishingDeps {
  /** The site's published snapshot (server/content/listings.ts ListingService.snapshot). */
  snapshot: () => Promise<SiteContent>;
}

export class DocumentService extends DocumentStore<DocumentServiceDeps> {
  protected readonly noun = "document";
  protected readonly targetType = "content";
  protected readonly actionPrefix = "content";

  /** Every entry names the document's kind. */
  protected auditDetail(doc: DocRow, detail?: object): object {
    return { kind: doc.kind, ...detail };
  }

  // ---------------------------------------------------------------- seed

  /**
   * The repository's content as the first revision of each kind's documents, published: inserted
   * once per document id (several processes starting together insert once: ids are primary keys).
   */
  async seed(): Promise<boolean> {
    const existing = new Set(
      (await this.db.selectFrom("content_documents").select("id").where("kind", "in", kindsIn()).execute()).map(
        (r) => r.id,
      ),
    );
    const missing = contentKinds.flatMap((k) =>
      k.seed.map((s, i) => ({ kind: k, s, i })).filter(({ s }) => !existing.has(s.id)),
    );
    if (!missing.length) return false;
    let inserted = false;
    await this.db.transaction().execute(async (trx) => {
      for (const { kind, s, i } of missing) {
        const added = await this.insertSeed(trx, {
          id: s.id,
          kind: kind.kind,
          slug: s.slug,
          data: s.data,
          revisionAt: s.publishedAt ?? SEED_AT,
          firstPublishedAt: s.publishedAt ?? SEED_AT,
          index: i,
        });
        inserted ||= added;
      }
      if (inserted) await bumpGeneration(trx, this.now());
    });
    return inserted;
  }

  // ---------------------------------------------------------------- reading

  private kindOf(doc: DocRow): ContentKind {
    const kind = contentKind(doc.kind);
    if (!kind) throw new ContentError("not_found", "This document does not exist.");
    return kind;
  }

  private async doc(id: string): Promise<{ doc: DocRow; kind: ContentKind }> {
    const doc = await this.row(id);
    if (!doc || !contentKind(doc.kind)) throw new ContentError("not_found", "This document does not exist.");
    return { doc, kind: this.kindOf(doc) };
  }

  private summary(doc: DocRow, kind: ContentKind, data: unknown, names: Map<string, string>): ContentSummary {
    const title = documentTitle(kind, data, doc.slug);
    const seed = kind.seed.find((s) => s.id === doc.id);
    return {
      id: doc.id,
      kind: kind.kind,
      kindLabel: kind.label,
      title,
      slug: doc.slug,
      state: doc.state as ListingState,
      sample: !!seed?.sample && Number(doc.latest_revision) === 1,
      publishAt: doc.publish_at,
      firstPublishedAt: doc.first_published_at,
      updatedAt: doc.updated_at,
      updatedBy: doc.updated_by ? (names.get(doc.updated_by) ?? null) : null,
      unpublishedChanges: doc.live_revision !== doc.latest_revision,
      version: Number(doc.version),
    };
  }

  async list(): Promise<ContentSummary[]> {
    const rows = await documentsWith(this.db, "latest")
      .selectAll("d")
      .select("r.data")
      .where("d.kind", "in", kindsIn())
      .orderBy("d.position")
      .orderBy("d.id")
      .execute();
    const names = await this.names(rows.map((r) => r.updated_by));
    const order = kindsIn();
    return rows
      .map((r) => this.summary(r as DocRow, this.kindOf(r as DocRow), JSON.parse(r.data), names))
      .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  }

  async detail(id: string): Promise<ContentDetail> {
    const { doc, kind } = await this.doc(id);
    const { rows: revisions, names, metas } = await this.history(doc);
    const dataOf = (n: number | null) => {
      const r = n === null ? undefined : revisions.find((x) => Number(x.number) === Number(n));
      return r ? (JSON.parse(r.data) as unknown) : null;
    };
    const data = dataOf(doc.latest_revision);
    return {
      ...this.summary(doc, kind, data, names),
      data,
      liveData: dataOf(doc.live_revision),
      revisions: metas,
      liveRevision: doc.live_revision === null ? null : Number(doc.live_revision),
      previewPath: kind.previewPath(data, doc.slug),
    };
  }

  async revision(id: string, number: number): Promise<ContentRevision> {
    const d = await this.detail(id);
    return { ...this.revisionMeta(d.revisions, number), data: await this.revisionJson(id, number) };
  }

  /** The site's content with `data` as this document's published fields (null: without it). */
  private async contentWith(
    doc: DocRow,
    kind: ContentKind,
    data: unknown,
    /** The published snapshot, when the caller has read it already. */
    published?: SiteContent,
  ): Promise<SiteContent> {
    const content = published ?? (await this.deps.snapshot());
    const rows = await documentsWith(this.db, "live")
      .select(["d.id", "d.slug", "d.first_published_at", "r.data", "r.created_at"])
      .where("d.kind", "=", kind.kind)
      .where("d.state", "=", "published")
      .where("d.id", "!=", doc.id)
      .orderBy("d.position")
      .orderBy("d.id")
      .execute();
    const now = iso(this.now());
    const docs: PublishedDocument[] = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      data: JSON.parse(r.data) as unknown,
      updatedAt: r.created_at,
      firstPublishedAt: r.first_published_at ?? r.created_at,
    }));
    const self: PublishedDocument = {
      id: doc.id,
      slug: doc.slug,
      data,
      updatedAt: now,
      firstPublishedAt: doc.first_published_at ?? now,
    };
    const index = docs.findIndex((d) => d.id > doc.id);
    if (data !== null) docs.splice(index === -1 ? docs.length : index, 0, self);
    return kind.apply(content, docs);
  }

  /** The site's content with this document's latest revision shown as published (the preview). */
  async previewContent(id: string): Promise<{ content: SiteContent; path: string }> {
    const { doc, kind } = await this.doc(id);
    const data = await this.revisionJson(id, Number(doc.latest_revision));
    return { content: await this.contentWith(doc, kind, data), path: kind.previewPath(data, doc.slug) };
  }

  // ---------------------------------------------------------------- changing

  /**
   * The document's slug as its fields name it (kinds with a `slugField`; else `current`): unique
   * within the kind, and fixed once published (links to it are out there). Refused at the field.
   */
  private async slugFor(kind: ContentKind, data: unknown, doc: DocRow | null): Promise<string | null> {
    if (!kind.slugField) return doc?.slug ?? null;
    const slug = String((data as Record<string, unknown>)[kind.slugField]);
    const refuse = (message: string): never => {
      throw new ContentError("validation", "Some fields need attention.", { [kind.slugField!]: message });
    };
    if (doc?.first_published_at && slug !== doc.slug)
      refuse(`A published page keeps its address: links to it are out there. It stays “${doc.slug}”.`);
    const other = await this.db
      .selectFrom("content_documents")
      .select("id")
      .where("kind", "=", kind.kind)
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (other && other.id !== doc?.id) refuse("Another document of this kind has this address. Choose another.");
    return slug;
  }

  /**
   * A new draft document of a collection kind whose documents staff add (`creatable`). Its
   * address is the field the kind names (`slugField`, changeable until first published), else
   * `requestedSlug`, its address for good: never reused by another document of its kind, even a
   * removed one. Refusals name the field, for the address as for the schema's fields.
   */
  async create(actor: Actor, kindName: string, input: unknown, requestedSlug?: string): Promise<ContentDetail> {
    const kind = contentKind(kindName);
    if (!kind || kind.singleton || !kind.creatable)
      throw new ContentError("not_found", "Documents of this kind cannot be added.");
    if (!kind.slugField) return this.createAt(actor, kind, input, requestedSlug ?? "");
    const data = parseWith(schemaOf(kind, ""), input);
    const id = `${kind.kind}-${randomUUID()}`;
    const slug = (await this.slugFor(kind, data, null)) ?? id;
    try {
      await this.insertDraft(actor, kind, id, slug, data);
    } catch (err) {
      // Someone took the address between the check and the insert (the unique index on kind and slug).
      await this.slugFor(kind, data, null);
      throw err;
    }
    return this.detail(id);
  }

  /** A new document's row and its first revision, in one transaction, recorded in the audit log. */
  private async insertDraft(actor: Actor, kind: ContentKind, id: string, slug: string, data: unknown) {
    await this.db.transaction().execute(async (trx) => {
      await this.insertDraftRow(trx, actor, { id, kind: kind.kind, slug });
      await this.addRevision(trx, id, 1, data, "Created", actor);
      await this.picturesExist(trx, data);
      await this.record(trx, actor, "content_created", id, { kind: kind.kind, revision: 1 });
    });
  }

  /** `create` for a kind whose address is given apart from its fields (an article, a testimonial). */
  private async createAt(actor: Actor, kind: ContentKind, input: unknown, slug: string): Promise<ContentDetail> {
    const slugError = !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
      ? "Lower-case letters and digits, words joined by hyphens (e.g. erp-rollout-notes)."
      : slug.length > 80
        ? "At most 80 characters."
        : null;
    const parsed = schemaOf(kind, slug).safeParse(input);
    const fields = parsed.success ? {} : fieldErrors(parsed.error, input);
    if (slugError) fields.slug = slugError;
    if (Object.keys(fields).length) throw new ContentError("validation", "Some fields need attention.", fields);
    const id = `${kind.kind}-${slug}`;
    const taken = await this.db
      .selectFrom("content_documents")
      .select("id")
      .where((eb) => eb.or([eb("id", "=", id), eb.and([eb("kind", "=", kind.kind), eb("slug", "=", slug)])]))
      .executeTakeFirst();
    if (taken)
      throw new ContentError("validation", "Some fields need attention.", {
        slug: `Another ${kind.label.toLowerCase().replace(/s$/, "")} has, or had, this address: addresses are never reused. Choose another.`,
      });
    await this.insertDraft(actor, kind, id, slug, parsed.data);
    return this.detail(id);
  }

  async save(actor: Actor, id: string, version: number, input: unknown): Promise<ContentDetail> {
    const { doc, kind } = await this.doc(id);
    const data = parseWith(schemaOf(kind, doc.slug), input);
    if (Number(doc.version) !== version) await this.conflict(id);
    const slug = await this.slugFor(kind, data, doc);
    const number = Number(doc.latest_revision) + 1;
    await this.db.transaction().execute(async (trx) => {
      await this.update(trx, id, version, actor, { latest_revision: number, ...(slug ? { slug } : {}) });
      await this.addRevision(trx, id, number, data, "Saved", actor);
      await this.picturesExist(trx, data);
      await this.record(trx, actor, "content_saved", id, { kind: kind.kind, revision: number });
    });
    return this.detail(id);
  }

  /**
   * Refuses a revision naming a picture that is not in Pictures: one uploaded into the form and
   * deleted from Pictures before the form was saved (an upload no revision names yet counts as
   * unused), or a /media/ address typed into the text. Called after the revision is inserted, in
   * its transaction: on PostgreSQL a deletion holds the revisions table in share mode, so this
   * insert waits for it and the check then sees it; SQLite has one writer at a time.
   */
  private async picturesExist(trx: Pick<Db, "selectFrom">, data: unknown): Promise<void> {
    const named = picturesNamed(data);
    if (!named.length) return;
    const ids = [...new Set(named.map((n) => n.id))];
    const rows = await trx.selectFrom("content_images").select("id").where("id", "in", ids).execute();
    const found = new Set(rows.map((r) => r.id));
    const fields: Record<string, string> = {};
    for (const n of named.filter((p) => !found.has(p.id)))
      fields[n.field] ??=
        n.in === "field"
          ? "This picture was deleted from Pictures after it was uploaded here. Upload it again (the same file comes back as it was) or choose another."
          : "This text shows a picture (/media/…) that is not in Pictures. Upload it there and use its address, or take it out.";
    if (Object.keys(fields).length) throw new ContentError("validation", "Some fields need attention.", fields);
  }

  /** Renders the page the document shows on, as it would be with `data` live: refused with the reason if it cannot be made. */
  private async checkRender(doc: DocRow, kind: ContentKind, data: unknown): Promise<void> {
    if (!this.deps.preflight) return;
    const content = await this.contentWith(doc, kind, data);
    try {
      await this.deps.preflight(content, [kind.previewPath(data, doc.slug)]);
    } catch (err) {
      throw new ContentError(
        "render",
        `The page could not be made from this ${kind.label.toLowerCase()}, so nothing was published (${err instanceof Error ? err.message : String(err)}). Ask a developer to look at the server's log.`,
      );
    }
  }

  async publish(actor: Actor, id: string, version: number, at?: string): Promise<ContentDetail> {
    const { doc, kind } = await this.doc(id);
    if (Number(doc.version) !== version) await this.conflict(id);
    const data = parseWith(schemaOf(kind, doc.slug), await this.revisionJson(id, Number(doc.latest_revision)));
    const when = at ? Date.parse(at) : null;
    if (when !== null && when > this.now() + 30_000) {
      await this.schedule(actor, doc, version, when);
      return this.detail(id);
    }
    await this.checkRender(doc, kind, data);
    await this.publishLatest(actor, doc, version);
    return this.detail(id);
  }

  async unschedule(actor: Actor, id: string, version: number): Promise<ContentDetail> {
    const { doc } = await this.doc(id);
    await this.cancelSchedule(actor, doc, version);
    return this.detail(id);
  }

  /** Only documents of a collection staff add to leave the site; the others are its structure. */
  private removable(kind: ContentKind): void {
    if (kind.singleton || !kind.creatable)
      throw new ContentError(
        "validation",
        `${kind.label} stay on the site: change their words and publish them instead of taking them off.`,
      );
  }

  /**
   * Takes a published document of a collection staff add to (`creatable`) off the site: its page,
   * its place in lists, feeds and the sitemap go at the next regeneration; the document stays a
   * draft with every revision, and keeps its address (addresses are never reused), so it can be
   * published again. Refused while another published document needs it (the kind's
   * `refuseRemoval`), or when the pages could not be made without it.
   */
  async unpublish(actor: Actor, id: string, version: number): Promise<ContentDetail> {
    const { doc, kind } = await this.doc(id);
    this.removable(kind);
    if (Number(doc.version) !== version) await this.conflict(id);
    if (doc.live_revision === null || doc.state !== "published")
      throw new ContentError("validation", "This document is not on the site, so there is nothing to unpublish.");
    const before = await this.deps.snapshot();
    const refusal = kind.refuseRemoval?.(before, doc.slug);
    if (refusal) throw new ContentError("validation", refusal);
    if (this.deps.preflight) {
      const after = await this.contentWith(doc, kind, null, before);
      try {
        await this.deps.preflight(after, kind.touches(before, after, prerenderPaths(after)));
      } catch (err) {
        throw new ContentError(
          "render",
          `The pages could not be made without this ${kind.label.toLowerCase().replace(/s$/, "")}, so it stays on the site (${err instanceof Error ? err.message : String(err)}). Ask a developer to look at the server's log.`,
        );
      }
    }
    await this.changeSite(async (trx) => {
      await this.update(trx, id, version, actor, { state: "draft", live_revision: null, publish_at: null });
      await this.record(trx, actor, "content_unpublished", id, { kind: kind.kind, revision: doc.live_revision });
    });
    return this.detail(id);
  }

  /**
   * Deletes a draft that never went on the site, with its revisions: an abandoned or mistaken
   * draft of a collection staff add to (`creatable`) leaves nothing but its audit entry, and its
   * address is free again. A document that has been on the site stays, with its revisions and its
   * address (unpublish takes it off): links, feeds and search engines may still name it, and its
   * history is the record of what the site said. Refused while scheduled (the schedule is a
   * promise to publish it: cancel it first).
   */
  async discard(actor: Actor, id: string, version: number): Promise<ContentDiscarded> {
    const { doc, kind } = await this.doc(id);
    this.removable(kind);
    if (Number(doc.version) !== version) await this.conflict(id);
    if (doc.first_published_at !== null)
      throw new ContentError(
        "validation",
        "This document has been on the site, so it stays with its revisions and its address. Unpublish it to take it off the site.",
      );
    if (doc.publish_at !== null)
      throw new ContentError("validation", "This draft is scheduled to publish: unschedule it first, then delete it.");
    const title = documentTitle(kind, await this.revisionJson(id, Number(doc.latest_revision)), doc.slug);
    let deleted = false;
    await this.db.transaction().execute(async (trx) => {
      // Only as it was read (every change bumps the version): a save, a schedule or a publication
      // since makes this a conflict.
      const res = await trx
        .deleteFrom("content_documents")
        .where("id", "=", id)
        .where("version", "=", version)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) !== 1) return;
      await trx.deleteFrom("content_revisions").where("document_id", "=", id).execute();
      await this.record(trx, actor, "content_discarded", id, {
        kind: kind.kind,
        revisions: Number(doc.latest_revision),
      });
      deleted = true;
    });
    if (!deleted) await this.conflict(id);
    return { id, kind: kind.kind, title };
  }

  /** A new revision with an earlier one's fields, published at once. */
  async restore(actor: Actor, id: string, version: number, revision: number): Promise<ContentDetail> {
    const { doc, kind } = await this.doc(id);
    if (Number(doc.version) !== version) await this.conflict(id);
    const data = parseWith(schemaOf(kind, doc.slug), await this.revisionJson(id, revision));
    await this.checkRender(doc, kind, data);
    await this.publishRestored(actor, doc, version, revision, data, { state: "published", publish_at: null }, (trx) =>
      this.picturesExist(trx, data),
    );
    return this.detail(id);
  }

  // ---------------------------------------------------------------- the scheduler

  /** Publishes what is due; each a conditional update, so once across several processes. */
  async applyDue(): Promise<number> {
    const changed = await this.publishDue(iso(this.now()), kindsIn(), ["scheduled", "published"]);
    if (changed) this.deps.onSiteChange();
    return changed;
  }
}
