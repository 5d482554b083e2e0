import { describe, expect, it, vi } from "vitest";
import { seedContent } from "#content/site-content.ts";
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
});
