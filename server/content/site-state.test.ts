import { describe, expect, it, vi } from "vitest";
import { seedContent } from "#content/site-content.ts";
import { currentContent, setCurrentContent } from "../site/current-content";
import type { DocumentService } from "./documents";
import type { ListingService } from "./listings";
import { SiteState } from "./site-state";

/** A database read that answers when told to, or fails once the database is closed. */
function slowStore() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let closed = false;
  const reads: string[] = [];
  const read = async <T>(what: string, value: T): Promise<T> => {
    await gate;
    if (closed) throw new Error("driver has already been destroyed");
    reads.push(what);
    return value;
  };
  const listings = {
    seed: async () => true,
    generation: () => read("generation", 2),
    snapshot: () => read("snapshot", seedContent()),
    applyDue: async () => 0,
  } as unknown as ListingService;
  const documents = { seed: async () => true, applyDue: async () => 0 } as unknown as DocumentService;
  return { listings, documents, release, reads, close: () => (closed = true) };
}

const log = () => {
  const warn = vi.fn();
  return { warn, error: vi.fn(), info: vi.fn(), debug: vi.fn(), child: () => log() } as never;
};

describe("SiteState (server/content/site-state.ts)", () => {
  it("stop() waits for a render under way, so nothing reads the database after the server closes it", async () => {
    const store = slowStore();
    const state = new SiteState({ ...store, publisher: () => null, log: log(), now: Date.now });
    state.changed();
    let stopped = false;
    const stopping = state.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    store.release();
    await stopping;
    expect(store.reads).toEqual(["generation", "snapshot"]);
    store.close();
    // Once stopped, a change starts nothing.
    state.changed();
    await new Promise((r) => setTimeout(r, 20));
    expect(store.reads).toHaveLength(2);
  });

  it("a render that fails after a change is logged, never an unhandled rejection", async () => {
    const store = slowStore();
    const logger = log() as unknown as { warn: ReturnType<typeof vi.fn> };
    const state = new SiteState({ ...store, publisher: () => null, log: logger as never, now: Date.now });
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      store.close();
      state.changed();
      store.release();
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).not.toHaveBeenCalled();
      expect(logger.warn).toHaveBeenCalledOnce();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  describe("a new year in India", () => {
    /** A store whose snapshot is taken on `clock` (as ListingService.snapshot is), its generation never changing. */
    const clockStore = (clock: { now: number }) => {
      let snapshots = 0;
      const listings = {
        seed: async () => false,
        generation: async () => 7,
        snapshot: async () => (snapshots++, seedContent(clock.now)),
        applyDue: async () => 0,
      } as unknown as ListingService;
      const documents = { seed: async () => false, applyDue: async () => 0 } as unknown as DocumentService;
      return { listings, documents, snapshots: () => snapshots };
    };
    // 23:59:59 on 31 December 2026 in India, then midnight.
    const lastSecond = Date.parse("2026-12-31T23:59:59+05:30");
    const midnight = Date.parse("2027-01-01T00:00:00+05:30");
    const initial = currentContent();

    it("is a new snapshot at midnight, with no publication, however long the server has run", async () => {
      const clock = { now: lastSecond };
      const store = clockStore(clock);
      const state = new SiteState({ ...store, publisher: () => null, log: log(), now: () => clock.now, pollMs: 10 });
      try {
        // What this process serves before it starts: the build's pages, of the same instant.
        setCurrentContent(seedContent(lastSecond));
        await state.start();
        expect(currentContent().year).toBe(2026);
        await new Promise((r) => setTimeout(r, 60));
        // The year has not changed: the poll reads the generation and takes no snapshot.
        const before = store.snapshots();
        await new Promise((r) => setTimeout(r, 60));
        expect(store.snapshots()).toBe(before);
        clock.now = midnight;
        await expect.poll(() => currentContent().year).toBe(2027);
      } finally {
        await state.stop();
        setCurrentContent(initial);
      }
    });

    it("a server started in a later year than its build renders at start", async () => {
      const store = clockStore({ now: midnight });
      const state = new SiteState({
        ...store,
        publisher: () => null,
        log: log(),
        now: () => midnight,
        builtAt: lastSecond,
      });
      try {
        setCurrentContent(seedContent(lastSecond));
        await state.start(false);
        expect(currentContent().year).toBe(2027);
      } finally {
        await state.stop();
        setCurrentContent(initial);
      }
    });

    it("a server started in the year of its build keeps the build's pages", async () => {
      const store = clockStore({ now: lastSecond });
      const built = seedContent(lastSecond - 60_000);
      const state = new SiteState({
        ...store,
        publisher: () => null,
        log: log(),
        now: () => lastSecond,
        builtAt: lastSecond - 60_000,
      });
      try {
        setCurrentContent(built);
        await state.start(false);
        // The snapshot equals what the build rendered: nothing was set (setCurrentContent keeps the build's object).
        expect(currentContent()).toBe(built);
      } finally {
        await state.stop();
        setCurrentContent(initial);
      }
    });
  });
});
