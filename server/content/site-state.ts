/**
 * Keeps this process's pages equal to what the database says is published (docs/publishing.md):
 *
 * - at start: seeds a fresh install with the repository's listings and other content, loads the published snapshot
 *   and, when it differs from what the build rendered, regenerates the pages;
 * - after a change made here: regenerates at once;
 * - every second: reads the site's generation number, and regenerates when another process
 *   published (several processes on PostgreSQL all serve a publication within seconds), or when
 *   a new year has begun in India (the footer's copyright line: SiteContent `year`);
 * - every few seconds: applies scheduled publications and closing dates that are due (each once,
 *   whatever the number of processes: server/content/listings.ts `applyDue`).
 */
import type { FastifyBaseLogger } from "fastify";
import { indiaYear, seedContent, type SiteContent } from "#content/site-content.ts";
import type { SitePublisher } from "../site/publisher";
import { setCurrentContent } from "../site/current-content";
import type { DocumentService } from "./documents";
import type { ListingService } from "./listings";

export interface SiteStateOptions {
  listings: ListingService;
  /** The editors' kinds (content/kinds.ts): seeded and scheduled like listings. */
  documents: DocumentService;
  /** Null where this install has no server bundle to render with (API-only servers, unit tests). */
  publisher: () => SitePublisher | null;
  log: FastifyBaseLogger;
  pollMs?: number;
  schedulerMs?: number;
  now: () => number;
  /**
   * When the build rendered the pages this process starts with (default: now). A server started
   * in a later year than its build, or after a repository listing's closing date, renders again.
   */
  builtAt?: number;
}

/** Key order does not matter: two snapshots with the same values are the same content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export class SiteState {
  private generation = -1;
  private served = "";
  /** The year of the snapshot served (SiteContent `year`). */
  private servedYear = 0;
  private syncing: Promise<void> | null = null;
  private again = false;
  private poll: NodeJS.Timeout | null = null;
  private scheduler: NodeJS.Timeout | null = null;
  private stopped = false;
  /** The loops' checks under way (the poll's and the scheduler's), awaited by stop(). */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly o: SiteStateOptions) {}

  async start(loops = true): Promise<void> {
    // What the build rendered: nothing to do when the database says the same.
    const built = seedContent(this.o.builtAt ?? this.o.now());
    this.served = canonical(built);
    this.servedYear = built.year;
    try {
      await this.o.listings.seed();
      await this.o.documents.seed();
      await this.sync();
    } catch (err) {
      // The server still starts and serves the build's pages; the poll below tries again.
      this.o.log.error({ err }, "the published content could not be loaded at start");
    }
    if (!loops) return;
    this.poll = setInterval(() => this.track(this.check()), this.o.pollMs ?? 1000);
    this.poll.unref();
    this.scheduler = setInterval(() => this.track(this.due()), this.o.schedulerMs ?? 5000);
    this.scheduler.unref();
  }

  /**
   * Stops the loops and waits for what is under way (a check, a scheduled publication, a
   * render), so that nothing reads the database once the server has closed it.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    if (this.scheduler) clearInterval(this.scheduler);
    await Promise.allSettled([...this.running, this.syncing ?? Promise.resolve()]);
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  /** Something changed here: render now rather than at the next poll. */
  changed(): void {
    if (this.stopped) return;
    // A render that fails has logged why and kept the pages; the next poll tries again.
    this.sync().catch((err: unknown) => {
      if (!this.stopped)
        this.o.log.warn({ err }, "the site could not be brought up to date; the next check tries again");
    });
  }

  private async check(): Promise<void> {
    if (this.stopped) return;
    try {
      if (this.generation === -1) {
        await this.o.listings.seed();
        await this.o.documents.seed();
      }
      if ((await this.o.listings.generation()) !== this.generation || indiaYear(this.o.now()) !== this.servedYear)
        await this.sync();
    } catch (err) {
      this.o.log.warn({ err }, "site generation check failed");
    }
  }

  private async due(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.o.listings.applyDue();
      await this.o.documents.applyDue();
    } catch (err) {
      this.o.log.warn({ err }, "applying scheduled publications failed");
    }
  }

  /** Renders the database's snapshot if it differs from what is served; one at a time, the latest wins. */
  sync(): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return this.syncing;
    }
    this.syncing = (async () => {
      do {
        this.again = false;
        await this.syncOnce();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async syncOnce(): Promise<void> {
    const generation = await this.o.listings.generation();
    const content: SiteContent = await this.o.listings.snapshot();
    const key = canonical(content);
    if (key !== this.served) {
      const publisher = this.o.publisher();
      if (publisher?.available()) {
        try {
          // Done when the pages that show the change are live; the rest of the site follows in
          // the publisher's own queue (a newer change cuts it short).
          await publisher.publish(content);
        } catch (err) {
          // Nothing public changed; the next change or poll tries again.
          this.o.log.error({ err }, "the site could not be regenerated; it keeps the pages it had");
          return;
        }
      } else setCurrentContent(content);
      this.served = key;
      this.servedYear = content.year;
    }
    this.generation = generation;
  }
}
