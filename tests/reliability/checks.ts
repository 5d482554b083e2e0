/**
 * The final read and the verdict of a durability run: what the database holds after the last
 * restart, compared with what the clients attempted and what they were told (docs/reliability.md D2).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { expect } from "vitest";
import { markerOf, type Attempt, type Kind } from "./workload";

export interface StoredRow {
  kind: Kind;
  id: string;
  marker: string;
  spam: number;
  resume_file?: string;
  resume_sha256?: string;
  resume_size?: number;
}

export interface FinalState {
  rows: StoredRow[];
  /** Outbox rows per submission id. */
  outbox: Map<string, number>;
  /** SQLite: PRAGMA integrity_check; PostgreSQL: "n/a (server-side)". */
  integrity: string;
}

const TABLES: [Kind, string][] = [
  ["quote", "quotes"],
  ["contact", "contacts"],
  ["application", "applications"],
];

/** Reads DATA_DIR/site.db after the server has stopped. */
export function readFinalSqlite(dataDir: string): FinalState {
  const db = new SQLite(join(dataDir, "site.db"));
  try {
    const integrity = (db.pragma("integrity_check") as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .join("; ");
    const rows: StoredRow[] = [];
    for (const [kind, table] of TABLES) {
      const cols = kind === "application" ? ", resume_file, resume_sha256, resume_size" : "";
      for (const r of db.prepare(`select id, email, spam${cols} from ${table}`).all() as (StoredRow & {
        email: string;
      })[]) {
        rows.push({ ...r, kind, marker: markerOf(r.email) });
      }
    }
    const outbox = new Map<string, number>();
    for (const r of db.prepare("select submission_id, count(*) as n from outbox group by submission_id").all() as {
      submission_id: string;
      n: number;
    }[]) {
      outbox.set(r.submission_id, r.n);
    }
    return { rows, outbox, integrity };
  } finally {
    db.close();
  }
}

export async function readFinalPostgres(databaseUrl: string): Promise<FinalState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows: StoredRow[] = [];
    for (const [kind, table] of TABLES) {
      const cols = kind === "application" ? ", resume_file, resume_sha256, resume_size" : "";
      const r = await client.query<StoredRow & { email: string }>(`select id, email, spam${cols} from ${table}`);
      for (const row of r.rows)
        rows.push({
          ...row,
          resume_size: row.resume_size === undefined ? undefined : Number(row.resume_size),
          kind,
          marker: markerOf(row.email),
        });
    }
    const outbox = new Map<string, number>();
    const o = await client.query<{ submission_id: string; n: string }>(
      "select submission_id, count(*) as n from outbox group by submission_id",
    );
    for (const r of o.rows) outbox.set(r.submission_id, Number(r.n));
    // amcheck is not installed everywhere; PostgreSQL's own WAL recovery is what a kill of the app exercises.
    return { rows, outbox, integrity: "n/a (PostgreSQL)" };
  } finally {
    await client.end();
  }
}

export interface Verdict {
  attempted: number;
  acked: number;
  failed: number;
  indeterminate: number;
  /** Acknowledged but absent from the final read. Must be empty. */
  lost: string[];
  /** In the final read but never attempted. Must be empty. */
  unexpected: string[];
  /** Markers stored more than once. Must be empty. */
  duplicates: string[];
  /** Not acknowledged (indeterminate) yet stored: the commit happened, the answer was lost. */
  recovered: number;
  /** Acknowledged with a definite failure status yet stored (a 4xx that committed anyway). Must be empty. */
  failedButStored: string[];
  integrity: string;
  /** Acked applications whose stored file is missing or differs (sha256, size). Must be empty. */
  fileMismatches: string[];
  /** Stored submissions whose outbox row count is not 2 (0 for spam). Must be empty. */
  outboxMismatches: string[];
  /** Files in uploads/ no row points at (a crash between rename and commit), and leftover .part files. */
  orphanFiles: number;
  partFiles: number;
}

export function verdict(attempts: Map<string, Attempt>, final: FinalState, dataDir: string): Verdict {
  const all = [...attempts.values()];
  const acked = all.filter((a) => a.outcome === "acked");
  const count = new Map<string, number>();
  for (const r of final.rows) count.set(r.marker, (count.get(r.marker) ?? 0) + 1);
  const stored = new Map(final.rows.map((r) => [r.marker, r]));

  const lost = acked.filter((a) => !stored.has(a.marker)).map((a) => a.marker);
  const unexpected = [...stored.keys()].filter((m) => !attempts.has(m));
  const duplicates = [...count].filter(([, n]) => n > 1).map(([m]) => m);
  const recovered = all.filter((a) => a.outcome === "indeterminate" && stored.has(a.marker)).length;
  const failedButStored = all.filter((a) => a.outcome === "failed" && stored.has(a.marker)).map((a) => a.marker);

  const uploads = join(dataDir, "uploads");
  const fileMismatches: string[] = [];
  for (const a of acked) {
    if (a.kind !== "application" || !a.file) continue;
    const row = stored.get(a.marker);
    if (!row?.resume_file) continue; // counted as lost
    const path = join(uploads, row.resume_file);
    if (!existsSync(path)) {
      fileMismatches.push(`${a.marker}: file missing`);
      continue;
    }
    const body = readFileSync(path);
    const sha = createHash("sha256").update(body).digest("hex");
    if (
      sha !== a.file.sha256 ||
      row.resume_sha256 !== a.file.sha256 ||
      body.length !== a.file.size ||
      Number(row.resume_size) !== a.file.size
    ) {
      fileMismatches.push(
        `${a.marker}: stored ${body.length} B ${sha.slice(0, 12)}, sent ${a.file.size} B ${a.file.sha256.slice(0, 12)}`,
      );
    }
  }

  // Every stored submission (acked or recovered) has its two messages, or none if it is spam:
  // the row and its outbox rows commit together or not at all.
  const outboxMismatches = final.rows
    .filter((r) => (final.outbox.get(r.id) ?? 0) !== (r.spam ? 0 : 2))
    .map((r) => `${r.marker}: ${final.outbox.get(r.id) ?? 0} outbox rows (spam=${r.spam})`);

  const referenced = new Set(final.rows.map((r) => r.resume_file).filter(Boolean));
  const files = existsSync(uploads) ? readdirSync(uploads) : [];
  const partFiles = files.filter((f) => f.endsWith(".part")).length;
  const orphanFiles = files.filter((f) => !f.endsWith(".part") && !referenced.has(f)).length;

  return {
    attempted: all.length,
    acked: acked.length,
    failed: all.filter((a) => a.outcome === "failed").length,
    indeterminate: all.filter((a) => a.outcome === "indeterminate").length,
    lost,
    unexpected,
    duplicates,
    recovered,
    failedButStored,
    integrity: final.integrity,
    fileMismatches,
    outboxMismatches,
    orphanFiles,
    partFiles,
  };
}

export function summarise(v: Verdict): string {
  return [
    `attempted ${v.attempted}`,
    `acked ${v.acked}`,
    `failed ${v.failed}`,
    `indeterminate ${v.indeterminate} (recovered ${v.recovered})`,
    `LOST ${v.lost.length}`,
    `unexpected ${v.unexpected.length}`,
    `duplicates ${v.duplicates.length}`,
    `integrity ${v.integrity}`,
    `file mismatches ${v.fileMismatches.length}`,
    `outbox mismatches ${v.outboxMismatches.length}`,
    `orphan files ${v.orphanFiles} (+${v.partFiles} .part)`,
  ].join(", ");
}

/**
 * Nothing acknowledged was lost, nothing unexpected or doubled was stored, no refused submission
 * committed anyway, and every stored file and outbox row matches what was acknowledged.
 * (Reported, not asserted: .part files of uploads cut by a kill, which the server sweeps at start,
 * and renamed files whose row never committed, which `npm run cli -- purge` removes.)
 */
export function expectDurable(v: Verdict): void {
  expect(v.acked).toBeGreaterThan(20);
  expect(v.lost).toEqual([]);
  expect(v.unexpected).toEqual([]);
  expect(v.duplicates).toEqual([]);
  expect(v.failedButStored).toEqual([]);
  expect(v.fileMismatches).toEqual([]);
  expect(v.outboxMismatches).toEqual([]);
}
