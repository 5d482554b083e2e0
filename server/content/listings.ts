/**
 * Listings as documents (docs/publishing.md): drafts, revisions, publication now or at a time,
 * closing now or on a date, reopening, restoring, duplicating, and the snapshot of what the site
 * shows. The workspace's API (server/workspace/listings-api.ts) calls these; the site's state
 * (server/content/site-state.ts) turns every change into a new generation of the pages.
 *
 * - Every change is conditional on the version the person saw: `update ... where version = ?`,
 *   so two people saving the same listing never overwrite each other silently; the second is
 *   told who changed it and when.
 * - Scheduled publications and closing dates are applied by a conditional update too, so one
 *   process applies each exactly once however many run the scheduler.
 * - The repository's listings (content/careers.ts) are the first revision of a fresh install.
 */
import {
  listingDraftSchema,
  type ListingDetail,
  type ListingDraft,
  type ListingState,
  type ListingSummary,
  type RevisionMeta,
} from "#contracts/listings.ts";
import { closesAt, seedListings, whereText } from "#content/careers.ts";
import { currentContent } from "../site/current-content";
import type { SiteContent, SiteListing } from "#content/site-content.ts";
import { publishedDocuments } from "./documents";
import {
  bumpGeneration,
  ContentError,
  documentsWith,
  DocumentStore,
  indiaDay,
  parseWith,
  type Actor,
  type DocRow,
  type PublishingDeps,
} from "./engine";
import { iso } from "../lib/clock";

export { ContentError as ListingError, indiaDay, type Actor };

/** Paths of pages that are not listings under /career/. */
const RESERVED_SLUGS = new Set(["hiring-process", "verify-certificate", "feed", "index"]);

const parseDraft = (input: unknown): ListingDraft => parseWith(listingDraftSchema, input);

export type ListingServiceDeps = PublishingDeps;

export class ListingService extends DocumentStore<ListingServiceDeps> {
  protected readonly noun = "listing";
  protected readonly targetType = "listing";
  protected readonly actionPrefix = "listing";

  /** A listing's entries need no more than the listing's id. */
  protected auditDetail(_doc: DocRow, detail?: object): object | undefined {
    return detail;
  }

  // ---------------------------------------------------------------- seed and snapshot

  /**
   * A fresh install's first revision: the repository's listings, published as they are, with
   * their posting dates. Runs at start-up; does nothing once any listing exists (several
   * processes starting together insert once: the ids are primary keys).
   */
  async seed(): Promise<boolean> {
    const any = await this.db
      .selectFrom("content_documents")
      .select("id")
      .where("kind", "=", "listing")
      .executeTakeFirst();
    if (any) return false;
    const now = this.now();
    let inserted = false;
    await this.db.transaction().execute(async (trx) => {
      for (const [i, l] of seedListings.entries()) {
        const { id, datePosted, ...draft } = l;
        const closes = closesAt(l);
        const added = await this.insertSeed(trx, {
          id,
          kind: "listing",
          slug: l.slug,
          data: draft,
          // The seed's own date (content/site-content.ts seedContent), so that a fresh install's
          // snapshot equals what the build rendered and nothing is rendered again at start.
          revisionAt: `${datePosted}T00:00:00.000Z`,
          firstPublishedAt: iso(Date.parse(`${datePosted}T00:00:00.000+05:30`)),
          index: i,
          closesAt: closes === null ? null : iso(closes),
          closedAt: closes !== null && closes < now ? iso(closes) : null,
        });
        inserted ||= added;
      }
      if (inserted) await bumpGeneration(trx, now);
    });
    return inserted;
  }

  /**
   * What the site shows: every published or closed listing's live revision, in list order, with
   * the published documents of the other kinds (server/content/documents.ts).
   */
  async snapshot(): Promise<SiteContent> {
    const rows = await documentsWith(this.db, "live")
      .select([
        "d.id",
        "d.state",
        "d.first_published_at",
        "d.closed_at",
        "d.live_revision",
        "r.data",
        "r.created_at as revision_at",
      ])
      .where("d.kind", "=", "listing")
      .where("d.state", "in", ["published", "closed"])
      .orderBy("d.position")
      .orderBy("d.id")
      .execute();
    const listings: SiteListing[] = rows.map((r) => {
      const draft = JSON.parse(r.data) as ListingDraft;
      return {
        ...draft,
        id: r.id,
        datePosted: indiaDay(r.first_published_at ?? r.revision_at),
        closedOn: r.state === "closed" ? indiaDay(r.closed_at ?? r.revision_at) : null,
        updatedAt: r.revision_at,
        revision: Number(r.live_revision),
      };
    });
    return publishedDocuments(this.db, listings, this.now());
  }

  // ---------------------------------------------------------------- reading

  private async counts(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom("applications")
      .select(["listing_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("spam", "=", 0)
      .groupBy("listing_id")
      .execute();
    return new Map(rows.map((r) => [r.listing_id, Number(r.n)]));
  }

  private summary(
    doc: DocRow,
    draft: ListingDraft,
    counts: Map<string, number>,
    names: Map<string, string>,
  ): ListingSummary {
    return {
      id: doc.id,
      slug: doc.slug,
      kind: draft.kind,
      title: draft.title,
      state: doc.state as ListingState,
      // Without a place of its own, a listing is at the head office as the site shows it now.
      where: whereText(draft, currentContent().company.address.locality),
      applications: counts.get(doc.id) ?? 0,
      firstPublishedAt: doc.first_published_at,
      publishAt: doc.publish_at,
      closesOn: draft.closesOn ?? null,
      closedAt: doc.closed_at,
      updatedAt: doc.updated_at,
      updatedBy: doc.updated_by ? (names.get(doc.updated_by) ?? null) : null,
      unpublishedChanges: doc.live_revision !== doc.latest_revision,
      version: Number(doc.version),
    };
  }

  async list(filter: { state?: ListingState; kind?: "job" | "internship" } = {}): Promise<ListingSummary[]> {
    let q = documentsWith(this.db, "latest").selectAll("d").select("r.data").where("d.kind", "=", "listing");
    if (filter.state) q = q.where("d.state", "=", filter.state);
    const rows = await q.orderBy("d.position", "desc").orderBy("d.id").execute();
    const counts = await this.counts();
    const names = await this.names(rows.map((r) => r.updated_by));
    return rows
      .map((r) => this.summary(r as DocRow, JSON.parse(r.data) as ListingDraft, counts, names))
      .filter((s) => !filter.kind || s.kind === filter.kind);
  }

  private async doc(id: string): Promise<DocRow> {
    const doc = await this.row(id);
    if (!doc || doc.kind !== "listing") throw new ContentError("not_found", "This listing does not exist.");
    return doc;
  }

  private async revisionData(id: string, number: number): Promise<ListingDraft> {
    return (await this.revisionJson(id, number)) as ListingDraft;
  }

  async detail(id: string): Promise<ListingDetail> {
    const doc = await this.doc(id);
    const { rows: revisions, names, metas } = await this.history(doc);
    const latest = revisions.find((r) => r.number === Number(doc.latest_revision))!;
    const draft = JSON.parse(latest.data) as ListingDraft;
    const counts = await this.counts();
    return {
      ...this.summary(doc, draft, counts, names),
      draft,
      revisions: metas,
      liveRevision: doc.live_revision === null ? null : Number(doc.live_revision),
    };
  }

  async revision(id: string, number: number): Promise<RevisionMeta & { draft: ListingDraft }> {
    const d = await this.detail(id);
    return { ...this.revisionMeta(d.revisions, number), draft: await this.revisionData(id, number) };
  }

  /** The site's content with this listing's latest revision shown as published (the preview). */
  async previewContent(id: string): Promise<{ content: SiteContent; slug: string }> {
    const doc = await this.doc(id);
    const draft = await this.revisionData(id, Number(doc.latest_revision));
    const content = await this.snapshot();
    const preview: SiteListing = {
      ...draft,
      id,
      datePosted: indiaDay(doc.first_published_at ?? this.now()),
      closedOn: doc.state === "closed" ? indiaDay(doc.closed_at ?? this.now()) : null,
      updatedAt: iso(this.now()),
      revision: Number(doc.latest_revision),
    };
    const others = content.listings.filter((l) => l.id !== id);
    return { content: { ...content, listings: [...others, preview] }, slug: draft.slug };
  }

  // ---------------------------------------------------------------- changing

  private async checkSlug(slug: string, id: string | null): Promise<void> {
    if (RESERVED_SLUGS.has(slug))
      throw new ContentError("validation", "Some fields need attention.", {
        slug: "This address is used by another page of the site.",
      });
    const other = await this.db
      .selectFrom("content_documents")
      .select("id")
      .where("kind", "=", "listing")
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (other && other.id !== id)
      throw new ContentError("validation", "Some fields need attention.", {
        slug: "Another listing has, or had, this address: addresses are never reused. Choose another.",
      });
  }

  private async newId(kind: ListingDraft["kind"], slug: string): Promise<string> {
    const base = `${kind === "job" ? "job" : "intern"}-${slug}`.slice(0, 76);
    for (let n = 1; ; n++) {
      const id = n === 1 ? base : `${base}-${n}`;
      const taken = await this.db.selectFrom("content_documents").select("id").where("id", "=", id).executeTakeFirst();
      if (!taken) return id;
    }
  }

  async create(actor: Actor, input: unknown, note = "Created"): Promise<ListingDetail> {
    const draft = parseDraft(input);
    await this.checkSlug(draft.slug, null);
    const id = await this.newId(draft.kind, draft.slug);
    await this.db.transaction().execute(async (trx) => {
      await this.insertDraftRow(trx, actor, { id, kind: "listing", slug: draft.slug });
      await this.addRevision(trx, id, 1, draft, note, actor);
      await this.record(trx, actor, note === "Created" ? "listing_created" : "listing_duplicated", id);
    });
    return this.detail(id);
  }

  async save(actor: Actor, id: string, version: number, input: unknown): Promise<ListingDetail> {
    const draft = parseDraft(input);
    const doc = await this.doc(id);
    if (Number(doc.version) !== version) await this.conflict(id);
    const current = await this.revisionData(id, Number(doc.latest_revision));
    if (doc.first_published_at && draft.slug !== doc.slug)
      throw new ContentError("validation", "Some fields need attention.", {
        slug: "A published listing keeps its address: links to it are out there. Duplicate it for a new address.",
      });
    if (draft.kind !== current.kind && doc.first_published_at)
      throw new ContentError("validation", "Some fields need attention.", {
        kind: "A published listing keeps its kind. Duplicate it to make a job of an internship, or the other way.",
      });
    await this.checkSlug(draft.slug, id);
    const number = Number(doc.latest_revision) + 1;
    await this.db.transaction().execute(async (trx) => {
      await this.update(trx, id, version, actor, { latest_revision: number, slug: draft.slug });
      await this.addRevision(trx, id, number, draft, "Saved", actor);
      await this.record(trx, actor, "listing_saved", id, { revision: number });
    });
    return this.detail(id);
  }

  async duplicate(actor: Actor, id: string): Promise<ListingDetail> {
    const doc = await this.doc(id);
    const draft = await this.revisionData(id, Number(doc.latest_revision));
    let slug = `${draft.slug}-copy`.slice(0, 80);
    for (let n = 2; await this.slugTaken(slug); n++) slug = `${draft.slug}-copy-${n}`.slice(0, 80);
    const title = `${draft.title} (copy)`.slice(0, 80);
    return this.create(actor, { ...draft, slug, title, closesOn: undefined }, `Duplicated from ${doc.slug}`);
  }

  private async slugTaken(slug: string): Promise<boolean> {
    return !!(await this.db
      .selectFrom("content_documents")
      .select("id")
      .where("kind", "=", "listing")
      .where("slug", "=", slug)
      .executeTakeFirst());
  }

  /** The day's end of a closing date that has passed already, as a refusal; else the ISO end. */
  private closingEnd(draft: ListingDraft): string | null {
    const end = closesAt(draft);
    if (end === null) return null;
    if (end <= this.now())
      throw new ContentError("validation", "The closing date has passed: change or remove it first.", {
        closesOn: "This day has passed. Choose a later day, or remove the closing date.",
      });
    return iso(end);
  }

  /**
   * Renders the careers page and the listing's page as they would be with `draft` live, so that
   * a publication whose page cannot be made is refused with the reason and commits nothing.
   */
  private async checkRender(doc: DocRow, draft: ListingDraft, revision: number): Promise<void> {
    if (!this.deps.preflight) return;
    const content = await this.snapshot();
    const live: SiteListing = {
      ...draft,
      id: doc.id,
      datePosted: indiaDay(doc.first_published_at ?? this.now()),
      closedOn: null,
      updatedAt: iso(this.now()),
      revision,
    };
    const listings = content.listings.some((l) => l.id === doc.id)
      ? content.listings.map((l) => (l.id === doc.id ? live : l))
      : [...content.listings, live];
    try {
      await this.deps.preflight({ ...content, listings }, ["/career", `/career/${draft.slug}`]);
    } catch (err) {
      throw new ContentError(
        "render",
        `The page could not be made from this listing, so nothing was published (${err instanceof Error ? err.message : String(err)}). Check the description, or ask a developer to look at the server's log.`,
      );
    }
  }

  async publish(actor: Actor, id: string, version: number, at?: string): Promise<ListingDetail> {
    const doc = await this.doc(id);
    if (Number(doc.version) !== version) await this.conflict(id);
    const draft = parseDraft(await this.revisionData(id, Number(doc.latest_revision)));
    const closes = this.closingEnd(draft);
    const when = at ? Date.parse(at) : null;
    if (when !== null && when > this.now() + 30_000) {
      // A live listing's changes can be scheduled too: the live revision stays until then.
      await this.schedule(actor, doc, version, when);
      return this.detail(id);
    }
    await this.checkRender(doc, draft, Number(doc.latest_revision));
    await this.publishLatest(actor, doc, version, { closes_at: closes, closed_at: null });
    return this.detail(id);
  }

  async unschedule(actor: Actor, id: string, version: number): Promise<ListingDetail> {
    const doc = await this.doc(id);
    await this.cancelSchedule(actor, doc, version);
    return this.detail(id);
  }

  /** Closes now, or sets the live listing's closing date to `on` (a new revision, published). */
  async close(actor: Actor, id: string, version: number, on?: string): Promise<ListingDetail> {
    const doc = await this.doc(id);
    if (Number(doc.version) !== version) await this.conflict(id);
    if (doc.state !== "published") throw new ContentError("validation", "Only a published listing can be closed.");
    if (on) {
      if (doc.live_revision !== doc.latest_revision)
        throw new ContentError(
          "validation",
          "This listing has changes that are not published. Publish or undo them before setting a closing date.",
        );
      const draft = parseDraft({ ...(await this.revisionData(id, Number(doc.latest_revision))), closesOn: on });
      const closes = this.closingEnd(draft);
      const number = Number(doc.latest_revision) + 1;
      await this.changeSite(async (trx) => {
        await this.update(trx, id, version, actor, {
          latest_revision: number,
          live_revision: number,
          closes_at: closes,
        });
        await this.addRevision(trx, id, number, draft, `Closing date set to ${on}`, actor);
        await this.record(trx, actor, "listing_closed", id, { on, revision: number });
      });
    } else {
      await this.changeSite(async (trx) => {
        await this.update(trx, id, version, actor, { state: "closed", closed_at: iso(this.now()), publish_at: null });
        await this.record(trx, actor, "listing_closed", id, { now: true });
      });
    }
    return this.detail(id);
  }

  async reopen(actor: Actor, id: string, version: number): Promise<ListingDetail> {
    const doc = await this.doc(id);
    if (Number(doc.version) !== version) await this.conflict(id);
    if (doc.state !== "closed") throw new ContentError("validation", "Only a closed listing can be reopened.");
    const live = parseDraft(await this.revisionData(id, Number(doc.live_revision)));
    const closes = this.closingEnd(live);
    await this.changeSite(async (trx) => {
      await this.update(trx, id, version, actor, { state: "published", closed_at: null, closes_at: closes });
      await this.record(trx, actor, "listing_reopened", id);
    });
    return this.detail(id);
  }

  /** A new revision with an earlier one's fields, published at once. */
  async restore(actor: Actor, id: string, version: number, revision: number): Promise<ListingDetail> {
    const doc = await this.doc(id);
    if (Number(doc.version) !== version) await this.conflict(id);
    const draft = parseDraft(await this.revisionData(id, revision));
    if (doc.first_published_at && draft.slug !== doc.slug) draft.slug = doc.slug;
    const closes = this.closingEnd(draft);
    const number = Number(doc.latest_revision) + 1;
    if (doc.state !== "closed") await this.checkRender(doc, draft, number);
    await this.publishRestored(actor, doc, version, revision, draft, {
      state: doc.state === "closed" ? "closed" : "published",
      publish_at: null,
      closes_at: closes,
    });
    return this.detail(id);
  }

  // ---------------------------------------------------------------- the scheduler

  /**
   * Applies what is due: scheduled publications whose time came, and published listings whose
   * closing date ended. Each change is a conditional update, so with several processes running
   * this, each is applied once. Returns how many changed.
   */
  async applyDue(): Promise<number> {
    const now = iso(this.now());
    // A scheduled listing whose closing date has passed by then goes live closed.
    let changed = await this.publishDue(now, ["listing"], ["scheduled", "published", "closed"], async (d) => {
      const draft = listingDraftSchema.safeParse(await this.revisionData(d.id, Number(d.latest_revision)));
      const closes = draft.success ? closesAt(draft.data) : null;
      const ended = closes !== null && closes <= this.now();
      return {
        state: ended || d.state === "closed" ? "closed" : "published",
        closes_at: closes === null ? null : iso(closes),
        closed_at: ended ? iso(closes) : d.closed_at,
      };
    });
    const ending = await this.db
      .selectFrom("content_documents")
      .select(["id", "version", "closes_at"])
      .where("kind", "=", "listing")
      .where("state", "=", "published")
      .where("closes_at", "<=", now)
      .execute();
    for (const d of ending) {
      const closed = await this.applyOnce(d, now, { state: "closed", closed_at: d.closes_at }, "listing_closed", {
        byDate: true,
      });
      if (closed) changed++;
    }
    if (changed) this.deps.onSiteChange();
    return changed;
  }
}
