/**
 * What a crash leaves behind, and the database file's mode (docs/reliability.md: U6, U7), against
 * the production bundle: a partial upload (`.upload-*.part`) cut by a kill a moment ago is
 * removed when the server starts, whatever its age; a fresh SQLite database and its -wal/-shm
 * files are readable by the server's user only (0600).
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { say, startServer, tempDir } from "./harness";
import { record } from "./report";

describe("U6/U7: leftovers and file modes", () => {
  it("a fresh .part file is removed at start; site.db, -wal and -shm are 0600", async () => {
    const dataDir = tempDir("leftovers");
    const uploads = join(dataDir, "uploads");
    mkdirSync(uploads, { recursive: true, mode: 0o700 });
    writeFileSync(join(uploads, ".upload-0b5e7c1a-1d2e-4f00-8a9b-123456789abc.part"), "%PDF-1.7 cut by a kill");
    writeFileSync(join(uploads, "0b5e7c1a-1d2e-4f00-8a9b-123456789abd.pdf"), "%PDF-1.7 a stored résumé");
    const { server } = await startServer("leftovers", {}, { dataDir });
    const left = readdirSync(uploads);
    const modes = Object.fromEntries(
      ["site.db", "site.db-wal", "site.db-shm"]
        .filter((f) => existsSync(join(dataDir, f)))
        .map((f) => [f, (statSync(join(dataDir, f)).mode & 0o777).toString(8)]),
    );
    await server.kill("SIGTERM");
    say(`leftovers: uploads/ after start: ${left.join(", ")}; modes ${JSON.stringify(modes)}`);
    record("u7-leftovers", { left, modes });
    expect(left).toEqual(["0b5e7c1a-1d2e-4f00-8a9b-123456789abd.pdf"]);
    expect(modes["site.db"]).toBe("600");
    for (const mode of Object.values(modes)) expect(mode).toBe("600");
  }, 30_000);
});
