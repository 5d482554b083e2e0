/**
 * Set up for every reliability file (vitest.config.ts here): when a file is done, whatever its
 * tests did, the servers it started are killed and its temporary folders removed.
 */
import { afterAll } from "vitest";
import { LONG, killAllServers, removeTempDirs } from "./harness";

// The 30-minute soak (load.test.ts) leaves tens of thousands of files (e-mails, résumés) to
// delete: on a busy machine that took longer than the 60 s hook timeout, so long runs get 10 min.
afterAll(
  async () => {
    await killAllServers();
    removeTempDirs();
  },
  LONG ? 600_000 : 60_000,
);
