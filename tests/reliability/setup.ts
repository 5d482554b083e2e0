/**
 * Set up for every reliability file (vitest.config.ts here): when a file is done, whatever its
 * tests did, the servers it started are killed and its temporary folders removed.
 */
import { afterAll } from "vitest";
import { killAllServers, removeTempDirs } from "./harness";

afterAll(async () => {
  await killAllServers();
  removeTempDirs();
});
