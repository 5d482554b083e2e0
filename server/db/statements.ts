/**
 * Statements sent together (docs/decisions/0101-a-batch-in-one-round-trip.md).
 *
 * On a busy server, every statement's answer waits its turn on the event loop, so the number of
 * round trips, more than the statements' own work, bounds how many submissions one commit takes.
 * - On SQLite (its connection in a worker thread) a list of statements travels in one message.
 * - On PostgreSQL (node-postgres does not pipeline) each statement is a round trip, so a batch
 *   of works is sent statement by statement across the works (the first statement of every work,
 *   then the second...), and consecutive inserts into the same table and columns become one
 *   multi-row insert.
 */
import { CompiledQuery, type Compilable, type Kysely, type QueryResult, type RawBuilder } from "kysely";
import type { Database } from "./schema";
import { sendTogether, takesBatches } from "./sqlite-worker-dialect";

const ONE_CHANGE = Symbol("changes exactly one row");
/** A statement that must change exactly one row for its work to stand (expectOneChange). */
interface OneChange {
  readonly [ONE_CHANGE]: Compilable | RawBuilder<unknown> | CompiledQuery;
}

/** What these functions take: query builders, raw sql`` fragments, or compiled queries. */
export type Statement = Compilable | RawBuilder<unknown> | CompiledQuery | OneChange;
type AnyDb = Kysely<never> | Kysely<Database>;

/**
 * Marks a statement of a commitStatements() work that must change exactly one row, or the work is
 * undone (an insert that does nothing on conflict, say). The work's own check must throw in that
 * case too: the check decides everywhere, and the mark lets a transaction sent in one message
 * (server/db/commit-queue.ts) find out before its COMMIT instead of after it.
 */
export const expectOneChange = (q: Exclude<Statement, OneChange>): Statement => ({ [ONE_CHANGE]: q });

export const mustChangeOne = (q: Statement): boolean => ONE_CHANGE in q;

export const compile = (db: AnyDb, q: Statement): CompiledQuery => {
  if (ONE_CHANGE in q) return compile(db, q[ONE_CHANGE]);
  // Query builders compile alone; raw sql`` fragments compile against the executor they are given.
  return "compile" in q ? (q.compile as (p: unknown) => CompiledQuery)(db) : q;
};

/**
 * Runs `queries` in order on `db` (a transaction, usually) and returns each one's result: in one
 * message on SQLite, one after the other on PostgreSQL. The first statement that fails rejects the
 * whole call, and the statements before it have run: use it inside a transaction (or a
 * savepoint) that the failure rolls back.
 */
export async function executeAll(db: AnyDb, queries: readonly Statement[]): Promise<QueryResult<unknown>[]> {
  const compiled = queries.map((q) => compile(db, q));
  if (takesBatches(db as Kysely<never>)) return sendTogether(db as Kysely<never>, compiled);
  const results: QueryResult<unknown>[] = [];
  for (const q of compiled) results.push(await (db as Kysely<never>).executeQuery(q));
  return results;
}

/**
 * Runs the statements of several works (each a list, none needing another's answer) and returns
 * each work's results. On SQLite: every statement in one message, work after work. Elsewhere:
 * statement i of every work, then statement i + 1, with consecutive plain inserts into the same
 * table and columns merged, so a batch of works that each insert a row and its messages costs two
 * inserts. Works must therefore commute: a work must not depend on another work's statements
 * except through conditions each statement checks when it runs (the acknowledgement cap).
 */
export async function executeBatch(
  db: AnyDb,
  works: readonly (readonly Statement[])[],
): Promise<QueryResult<unknown>[][]> {
  if (takesBatches(db as Kysely<never>)) {
    const results = await executeAll(db, works.flat());
    let at = 0;
    return works.map((w) => results.slice(at, (at += w.length)));
  }
  const out: QueryResult<unknown>[][] = works.map(() => []);
  const depth = Math.max(0, ...works.map((w) => w.length));
  const order: { work: number; query: CompiledQuery }[] = [];
  for (let i = 0; i < depth; i++)
    works.forEach((w, work) => {
      if (i < w.length) order.push({ work, query: compile(db, w[i]!) });
    });
  for (const group of mergeTogether(db, order)) {
    const result = await (db as Kysely<never>).executeQuery(group.query);
    if (group.members.length === 1) out[group.members[0]!.work]!.push(result);
    else if (group.split) group.split(result).forEach((r, i) => out[group.members[i]!.work]!.push(r));
    else for (const m of group.members) out[m.work]!.push({ rows: [], numAffectedRows: BigInt(m.rows) });
  }
  return out;
}

/**
 * Consecutive statements of the same `prepared` shape that says how several of them run as one
 * (its `together`) become that one statement; the rest go through mergeInserts. Each work of a
 * merged statement gets its own result from the shape's `split`, or, without one, no rows and a
 * count of 0 (for statements whose results no check reads).
 */
function mergeTogether(db: AnyDb, order: readonly { work: number; query: CompiledQuery }[]): Group[] {
  const groups: Group[] = [];
  let i = 0;
  while (i < order.length) {
    const tag = (order[i]!.query as Partial<Together>)[TOGETHER];
    let j = i + 1;
    if (tag) while (j < order.length && (order[j]!.query as Partial<Together>)[TOGETHER]?.shape === tag.shape) j++;
    if (tag && j - i > 1) {
      const run = order.slice(i, j);
      const calls = run.map((e) => (e.query as Together)[TOGETHER].values);
      const split = tag.split;
      groups.push({
        query: compile(db, tag.together(db as Kysely<Database>, calls)),
        members: run.map((e) => ({ work: e.work, rows: 0 })),
        ...(split ? { split: (result: QueryResult<unknown>) => split(result, calls) } : {}),
      });
      i = j;
      continue;
    }
    // Up to the next statement that merges with its neighbours, or the end.
    let k = i + 1;
    while (k < order.length && !(order[k]!.query as Partial<Together>)[TOGETHER]) k++;
    groups.push(...mergeInserts(order.slice(i, k)));
    i = k;
  }
  return groups;
}

/** `insert into "t" ("a", "b") values ($1, $2), ($3, default)`: the head, and its row tuples. */
const PLAIN_INSERT =
  /^(insert into "[^"]+" \([^()]*\) values )(\((?:\$\d+|default)(?:, (?:\$\d+|default))*\)(?:, \((?:\$\d+|default)(?:, (?:\$\d+|default))*\))*)$/;

interface Group {
  query: CompiledQuery;
  members: { work: number; rows: number }[];
  /** Each member's own result, from the merged statement's. */
  split?: (result: QueryResult<unknown>) => QueryResult<unknown>[];
}

/** Consecutive plain inserts with the same head become one statement, their parameters renumbered. */
export function mergeInserts(order: readonly { work: number; query: CompiledQuery }[]): Group[] {
  const groups: (Group & { head: string | null; tuples: string[]; parameters: unknown[] })[] = [];
  for (const { work, query } of order) {
    const m = PLAIN_INSERT.exec(query.sql);
    const last = groups.at(-1);
    if (m && last && last.head === m[1]) {
      const offset = last.parameters.length;
      const tuples = m[2]!.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
      last.tuples.push(tuples);
      last.parameters.push(...query.parameters);
      last.members.push({ work, rows: tuples.split("), (").length });
    } else {
      groups.push({
        head: m ? m[1]! : null,
        tuples: m ? [m[2]!] : [],
        parameters: [...query.parameters],
        query,
        members: [{ work, rows: m ? m[2]!.split("), (").length : 0 }],
      });
    }
  }
  return groups.map((g) => ({
    members: g.members,
    query: g.members.length === 1 ? g.query : CompiledQuery.raw(g.head! + g.tuples.join(", "), g.parameters),
  }));
}

/*
 * Statements compiled once per shape. A submission's statements have the same few shapes every
 * time, yet building and compiling them with Kysely's query builder took about a tenth of the
 * server's main thread under load (docs/performance.md, "API"). These helpers let Kysely compile a
 * shape the first time it is seen, on the dialect at hand, and reuse its SQL text with the new
 * values after that. The first compilation of each shape also checks that the values land in the
 * parameters in the order assumed here; a shape for which they do not is compiled by Kysely every
 * time instead.
 */

const dialectOf = (db: AnyDb) => (db as Kysely<never>).getExecutor().adapter.constructor.name;
const MAX_SHAPES = 256;

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= MAX_SHAPES) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
  return value;
}

type Row = Record<string, unknown>;
const insertShapes = new Map<string, string | null>();

/**
 * `insert into <table> (...) values (...), (...)` of `rows` (columns whose value is undefined are
 * left out, as Kysely does).
 */
export function insertRows(
  db: Kysely<Database>,
  table: keyof Database & string,
  rows: readonly Row[],
): CompiledQuery | Compilable {
  const columns: string[] = [];
  for (const row of rows) for (const c in row) if (row[c] !== undefined && !columns.includes(c)) columns.push(c);
  const parameters: unknown[] = [];
  let present = "";
  for (const row of rows) {
    for (const c of columns) {
      const defined = row[c] !== undefined;
      present += defined ? "+" : "-";
      if (defined) parameters.push(row[c]);
    }
    present += "/";
  }
  const key = `${dialectOf(db)}|${table}|${columns.join(",")}|${present}`;
  const sql = insertShapes.get(key);
  if (sql) return CompiledQuery.raw(sql, parameters);
  // The rows are typed by the callers (the registry's columns, NewOutboxRow...).
  const query = db.insertInto(table).values(rows as never);
  if (sql === undefined) {
    const compiled = query.compile();
    remember(insertShapes, key, sameValues(compiled.parameters, parameters) ? compiled.sql : null);
    return compiled;
  }
  return query;
}

const SLOT = "\u0000slot\u0000";

const TOGETHER = Symbol("runs together with its neighbours");
/** A prepared statement that can run as one with the same shape's statements of other works. */
interface Together extends CompiledQuery {
  readonly [TOGETHER]: {
    shape: object;
    values: readonly unknown[];
    together: (db: Kysely<Database>, calls: readonly (readonly unknown[])[]) => Compilable;
    /** Each call's own result, read from the merged statement's (without it: no rows, count 0). */
    split?: (result: QueryResult<unknown>, calls: readonly (readonly unknown[])[]) => QueryResult<unknown>[];
  };
}

/**
 * A statement whose shape never changes, only its values: `build` is called once per dialect
 * with placeholders for the values, compiled, and the SQL text is reused with the values of each
 * call. `build` must not branch on the values it is given.
 */
export function prepared<A extends readonly unknown[]>(
  build: (db: Kysely<Database>, ...values: A) => Compilable,
  together?: (db: Kysely<Database>, calls: readonly A[]) => Compilable,
  split?: (result: QueryResult<unknown>, calls: readonly A[]) => QueryResult<unknown>[],
): (db: Kysely<Database>, ...values: A) => CompiledQuery | Compilable {
  const shapes = new Map<string, { sql: string; slots: ({ value: number } | { constant: unknown })[] } | null>();
  const one = compiledOnce(build, shapes);
  if (!together) return one;
  const shape = {};
  // Where statements go one by one (PostgreSQL), the same shape's statements of consecutive works
  // become one (executeBatch); the tag rides on the compiled statement.
  return (db, ...values) => {
    const q = one(db, ...values);
    const compiled = "compile" in q ? q.compile() : q;
    const tag: Together[typeof TOGETHER] = {
      shape,
      values,
      together: together as Together[typeof TOGETHER]["together"],
      ...(split ? { split: split as Together[typeof TOGETHER]["split"] } : {}),
    };
    return { ...compiled, [TOGETHER]: tag } as Together;
  };
}

function compiledOnce<A extends readonly unknown[]>(
  build: (db: Kysely<Database>, ...values: A) => Compilable,
  shapes: Map<string, { sql: string; slots: ({ value: number } | { constant: unknown })[] } | null>,
): (db: Kysely<Database>, ...values: A) => CompiledQuery | Compilable {
  return (db, ...values) => {
    const dialect = dialectOf(db);
    let shape = shapes.get(dialect);
    if (shape === undefined) {
      const marks = values.map((_, i) => `${SLOT}${i}`);
      const compiled = build(db, ...(marks as unknown as A)).compile();
      const slots = compiled.parameters.map((p) => {
        const i = typeof p === "string" && p.startsWith(SLOT) ? Number(p.slice(SLOT.length)) : -1;
        return i >= 0 ? { value: i } : { constant: p };
      });
      const used = new Set(slots.flatMap((s) => ("value" in s ? [s.value] : [])));
      // Every value must appear as a parameter of its own, or the shape is compiled every time.
      shape = used.size === values.length ? { sql: compiled.sql, slots } : null;
      remember(shapes, dialect, shape);
    }
    if (!shape) return build(db, ...values);
    const s = shape;
    return CompiledQuery.raw(
      s.sql,
      s.slots.map((slot) => ("value" in slot ? values[slot.value] : slot.constant)),
    );
  };
}
