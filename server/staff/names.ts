/** Staff members' names by id: what a list of submissions, documents or revisions shows for who did what. */
import type { Db } from "../db";

export async function staffNames(db: Db, ids: readonly unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => typeof x === "string" && x !== ""))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom("staff_accounts").select(["id", "name"]).where("id", "in", wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
