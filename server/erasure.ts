/**
 * What every erasing path does once its deletions have committed (the erasure of one submission,
 * server/workspace/submissions.ts `erase`, which deleting spam uses too; the retention purge,
 * server/purge.ts `purge`, run by the server and by `npm run cli -- purge`): delete the files that
 * held the same words, then let the database make the deleted rows unreadable in its own files
 * (DbHandle.afterErase). docs/decisions/0110-erasure-leaves-no-copy.md.
 */
import { unlink } from "node:fs/promises";
import { join } from "node:path";
import type { DbHandle, ErasedTable } from "./db";
import { mailFileName } from "./mail/transport";

/** Where an erasure's files live: résumés, and the e-mails the files transport wrote (no SMTP). */
export interface ErasurePaths {
  uploads: string;
  mail?: string;
}

export interface Erased {
  /** The tables rows were deleted from (PostgreSQL vacuums them). */
  tables: readonly ErasedTable[];
  /** Résumé files (names inside `uploads`). */
  resumes: readonly string[];
  /** The deleted outbox rows: a message already written to `mail` by the files transport goes too. */
  mails: readonly { id: string; created_at: string }[];
}

/**
 * After the commit, never before: a crash in between leaves an orphan file (or the old page
 * versions, until the next checkpoint or vacuum), never a row without its file. Files already
 * gone are no error.
 */
export async function finishErasure(
  afterErase: DbHandle["afterErase"],
  paths: ErasurePaths,
  erased: Erased,
): Promise<void> {
  for (const f of erased.resumes) await unlink(join(paths.uploads, f)).catch(() => {});
  if (paths.mail) {
    for (const m of erased.mails)
      await unlink(join(paths.mail, mailFileName({ id: m.id, createdAt: m.created_at }))).catch(() => {});
  }
  await afterErase(erased.tables);
}
