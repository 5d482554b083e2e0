/**
 * API tokens (docs/api.md): made by an admin with a name, scopes and an optional expiry; the
 * token is shown once and only its SHA-256 is stored (a token is 32 random bytes: a fast hash is
 * enough, nothing to guess); revocable; every use is in the audit log.
 */
import { createHash, randomBytes } from "node:crypto";
import { apiScopes, type ApiScope } from "#contracts/api-v1.ts";
import type { Db } from "../db";
import { newId } from "../lib/ids";
import { audit } from "../staff/audit";
import { ServiceError } from "../lib/errors";
import { iso } from "../lib/clock";

export const TOKEN_PREFIX = "cvt_";
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export interface ApiToken {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdAt: string;
  createdBy: string | null;
  createdByName: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** A refusal of the API tokens' service (server/lib/errors.ts ServiceError). */
export class TokenError extends ServiceError<"validation" | "not_found"> {}

type Row = Awaited<ReturnType<TokenService["rows"]>>[number];

const present = (r: Row): ApiToken => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scopes: (JSON.parse(r.scopes) as string[]).filter((s): s is ApiScope => (apiScopes as readonly string[]).includes(s)),
  createdAt: r.created_at,
  createdBy: r.created_by,
  createdByName: r.created_by_name,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  lastUsedAt: r.last_used_at,
});

export class TokenService {
  constructor(private readonly deps: { db: Db; now: () => number }) {}

  /** Tokens, newest first, each with the name of the staff member who made it (when still there). */
  rows(id?: string) {
    let q = this.deps.db
      .selectFrom("api_tokens")
      .leftJoin("staff_accounts", "staff_accounts.id", "api_tokens.created_by")
      .selectAll("api_tokens")
      .select("staff_accounts.name as created_by_name");
    if (id !== undefined) q = q.where("api_tokens.id", "=", id);
    return q.orderBy("api_tokens.created_at", "desc").orderBy("api_tokens.id", "desc").execute();
  }

  async list(): Promise<ApiToken[]> {
    return (await this.rows()).map(present);
  }

  async create(
    actor: { id: string | null; ipHash?: string | null },
    input: { name: string; scopes: string[]; expiresAt?: string | null },
  ): Promise<{ token: string; item: ApiToken }> {
    const fields: Record<string, string> = {};
    const scopes = [...new Set(input.scopes)];
    if (!input.name.trim()) fields.name = "Give the token a name.";
    if (!scopes.length || scopes.some((s) => !(apiScopes as readonly string[]).includes(s)))
      fields.scopes = `Choose scopes from ${apiScopes.join(", ")}.`;
    const now = this.deps.now();
    if (input.expiresAt && !(Date.parse(input.expiresAt) > now)) fields.expiresAt = "The expiry must be in the future.";
    if (Object.keys(fields).length) throw new TokenError("validation", "Please correct the fields shown.", fields);
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
    const row = {
      id: newId(),
      name: input.name.trim(),
      hash: hash(token),
      prefix: token.slice(0, 10),
      scopes: JSON.stringify(scopes),
      created_at: iso(now),
      created_by: actor.id,
      expires_at: input.expiresAt ? iso(Date.parse(input.expiresAt)) : null,
      revoked_at: null,
      last_used_at: null,
    };
    await this.deps.db.transaction().execute(async (trx) => {
      await trx.insertInto("api_tokens").values(row).execute();
      await audit(trx, now, {
        actorId: actor.id,
        action: "api_token_created",
        targetType: "api_token",
        targetId: row.id,
        ipHash: actor.ipHash,
        detail: { scopes, expires: Boolean(row.expires_at) },
      });
    });
    return { token, item: present((await this.rows(row.id))[0]!) };
  }

  async revoke(actor: { id: string | null; ipHash?: string | null }, id: string): Promise<ApiToken> {
    const now = this.deps.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable("api_tokens")
        .set({ revoked_at: iso(now) })
        .where("id", "=", id)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) {
        const exists = await trx.selectFrom("api_tokens").select("id").where("id", "=", id).executeTakeFirst();
        if (!exists) throw new TokenError("not_found", "This token does not exist.");
        return;
      }
      await audit(trx, now, {
        actorId: actor.id,
        action: "api_token_revoked",
        targetType: "api_token",
        targetId: id,
        ipHash: actor.ipHash,
      });
    });
    return present((await this.rows(id))[0]!);
  }

  /** The token's record when it is valid now (not revoked, not expired); null otherwise. */
  async verify(token: string): Promise<ApiToken | null> {
    if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null;
    const row = await this.deps.db
      .selectFrom("api_tokens")
      .selectAll()
      .where("hash", "=", hash(token))
      .executeTakeFirst();
    if (!row || row.revoked_at) return null;
    if (row.expires_at && Date.parse(row.expires_at) <= this.deps.now()) return null;
    return present({ ...row, created_by_name: null });
  }

  /** Records a use: last used, and an audit entry naming the route (never the data). */
  async used(t: ApiToken, route: string, method: string, ipHash: string): Promise<void> {
    const now = this.deps.now();
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("api_tokens")
        .set({ last_used_at: iso(now) })
        .where("id", "=", t.id)
        .execute();
      await audit(trx, now, {
        actorId: t.createdBy,
        action: "api_token_used",
        targetType: "api_token",
        targetId: t.id,
        ipHash,
        detail: { method, route },
      });
    });
  }
}
