/**
 * Staff accounts and sign-in, without HTTP: the workspace API (server/workspace/*-api.ts) and the
 * command-line tool (server/cli.ts) call these same functions. Errors are StaffError with a
 * stable code; the API maps codes to status codes, the CLI prints the message.
 */
import { setTimeout as sleep } from "node:timers/promises";
import {
  kindRoles,
  roles as allRoles,
  submissionKinds,
  tokenLink,
  WORKSPACE_PAGES,
  type Me,
  type Role,
  type StaffMember,
  type SubmissionKind,
} from "#contracts/workspace.ts";
import { site } from "#content/site.ts";
import type { Config } from "../config";
import type { Db } from "../db";
import type { StaffAccountRow, StaffSessionRow } from "../db/workspace-schema";
import { newId } from "../lib/ids";
import { audit, type AuditEntryInput } from "./audit";
import { PasswordEstimator, dummyHash, hashPassword, needsRehash, verifyPassword } from "./passwords";
import { slowDownMs, type ThrottleStore } from "./throttle";
import { hashSecret, newSecret } from "./tokens";
import { ServiceError } from "../lib/errors";
import { iso } from "../lib/clock";

export type StaffErrorCode =
  | "invalid_credentials"
  | "rate_limited"
  | "token_invalid"
  | "weak_password"
  | "conflict"
  | "not_found"
  | "passkey_required"
  | "validation";

/** A refusal of the staff accounts' service (server/lib/errors.ts ServiceError). */
export class StaffError extends ServiceError<StaffErrorCode> {
  constructor(
    code: StaffErrorCode,
    message: string,
    extra: { retryAfterMs?: number; fields?: Record<string, string> } = {},
  ) {
    super(code, message, extra.fields, extra.retryAfterMs);
  }
}

export interface StaffDeps {
  db: Db;
  config: Config;
  now: () => number;
  throttle: ThrottleStore;
  /** Told after e-mails were queued. */
  wakeRelay: () => void;
  /** Where an error of background work is reported (no personal data): the password thread's own failures. */
  onBackgroundError?: (err: unknown) => void;
  /** Waits before a slowed answer (tests replace it to keep fast). */
  sleep?: (ms: number) => Promise<unknown>;
}

export const parseRoles = (text: string): Role[] =>
  text.split(",").filter((r): r is Role => (allRoles as readonly string[]).includes(r));
export const formatRoles = (list: readonly Role[]): string => allRoles.filter((r) => list.includes(r)).join(",");
export const kindsFor = (list: readonly Role[]): SubmissionKind[] =>
  submissionKinds.filter((k) => kindRoles[k].some((r) => list.includes(r)));
const normEmail = (e: string) => e.trim().toLowerCase();

export const THROTTLE_MESSAGE =
  "Too many failed sign-ins. Please wait a few minutes and try again, or reset your password.";
export const INVALID_MESSAGE = "The e-mail address or the password is not right.";
export const RESET_ACCEPTED =
  "If that address belongs to a staff account, a link to choose a new password is on its way. It works for one hour.";

export interface Session {
  account: StaffAccountRow;
  session: StaffSessionRow;
  roles: Role[];
}

export class StaffService {
  /** New passwords' strength, judged off the requests' thread (decision 174). */
  private readonly passwords: PasswordEstimator;

  constructor(readonly deps: StaffDeps) {
    this.passwords = new PasswordEstimator({ onError: deps.onBackgroundError });
    // Ready before the first unknown e-mail arrives, so that answer costs what any other does.
    dummyHash(deps.config.workspace.scryptLogN).catch(() => {});
  }

  /** How strong a new password would be (the meter of the workspace's password fields). */
  passwordStrength(password: string, userInputs: string[] = []) {
    return this.passwords.strength(password, userInputs);
  }

  /** Ends the password thread, if one runs (server shutdown). */
  close(): Promise<void> {
    return this.passwords.close();
  }

  private get db() {
    return this.deps.db;
  }
  private get ws() {
    return this.deps.config.workspace;
  }
  private now() {
    return this.deps.now();
  }

  audit(e: AuditEntryInput) {
    return audit(this.db, this.now(), e);
  }

  // ------------------------------------------------------------ accounts

  async passkeyCounts(ids: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom("staff_passkeys")
      .select(["account_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("account_id", "in", ids)
      .groupBy("account_id")
      .execute();
    for (const r of rows) out.set(r.account_id, Number(r.n));
    return out;
  }

  member(row: StaffAccountRow, passkeys: number): StaffMember {
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      roles: parseRoles(row.roles),
      status: row.status,
      createdAt: row.created_at,
      lastSignInAt: row.last_sign_in_at,
      passkeyCount: passkeys,
    };
  }

  async listStaff(): Promise<StaffMember[]> {
    const rows = await this.db.selectFrom("staff_accounts").selectAll().orderBy("name").orderBy("email").execute();
    const counts = await this.passkeyCounts(rows.map((r) => r.id));
    return rows.map((r) => this.member(r, counts.get(r.id) ?? 0));
  }

  async getAccount(idOrEmail: string): Promise<StaffAccountRow | undefined> {
    const v = idOrEmail.trim();
    return this.db
      .selectFrom("staff_accounts")
      .selectAll()
      .where((eb) => eb.or([eb("id", "=", v), eb("email", "=", normEmail(v))]))
      .executeTakeFirst();
  }

  private async requireAccount(idOrEmail: string) {
    const row = await this.getAccount(idOrEmail);
    if (!row) throw new StaffError("not_found", `No staff account ${idOrEmail}`);
    return row;
  }

  /** Fails when the change would leave no active admin. */
  private async keepAnAdmin(exceptId: string) {
    const admins = await this.db
      .selectFrom("staff_accounts")
      .select(["id", "roles"])
      .where("status", "=", "active")
      .where("id", "!=", exceptId)
      .execute();
    if (!admins.some((a) => parseRoles(a.roles).includes("admin"))) {
      throw new StaffError("conflict", "This would leave no active admin. Give another account the admin role first.");
    }
  }

  /**
   * Invites a person (or invites an invited person again: the earlier link stops working).
   * Returns the one-time link (72 hours); an e-mail with it is queued too.
   */
  async invite(
    input: { email: string; name: string; roles: Role[] },
    actorId: string | null,
    ipHash: string | null = null,
  ) {
    const email = normEmail(input.email);
    const name = input.name.trim();
    const roles = [...new Set(input.roles)];
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 254)
      throw new StaffError("validation", `"${input.email}" is not an e-mail address`, {
        fields: { email: "Enter a valid email address." },
      });
    if (!name || name.length > 100)
      throw new StaffError("validation", "A name is required (at most 100 characters)", {
        fields: { name: "Enter a name." },
      });
    if (!roles.length)
      throw new StaffError("validation", "Choose at least one role: admin, sales or recruiter", {
        fields: { roles: "Choose at least one role." },
      });
    const now = this.now();
    const existing = await this.getAccount(email);
    if (existing && existing.status !== "invited") {
      throw new StaffError(
        "conflict",
        existing.status === "active"
          ? `${email} already has an active account`
          : `${email} is disabled; enable it instead`,
      );
    }
    const token = newSecret();
    const expiresAt = iso(now + this.ws.invitationMs);
    const url = tokenLink(this.deps.config.siteOrigin, WORKSPACE_PAGES.acceptInvitation, token);
    const id = existing?.id ?? newId();
    await this.db.transaction().execute(async (trx) => {
      if (existing) {
        await trx
          .updateTable("staff_accounts")
          .set({ name, roles: formatRoles(roles), updated_at: iso(now) })
          .where("id", "=", id)
          .execute();
        await trx
          .updateTable("staff_tokens")
          .set({ used_at: iso(now) })
          .where("account_id", "=", id)
          .where("purpose", "=", "invite")
          .where("used_at", "is", null)
          .execute();
      } else {
        await trx
          .insertInto("staff_accounts")
          .values({
            id,
            email,
            name,
            roles: formatRoles(roles),
            password_hash: null,
            status: "invited",
            created_at: iso(now),
            updated_at: iso(now),
            last_sign_in_at: null,
          })
          .execute();
      }
      await trx
        .insertInto("staff_tokens")
        .values({
          hash: hashSecret(token),
          purpose: "invite",
          account_id: id,
          created_at: iso(now),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      await trx
        .insertInto("outbox")
        .values(
          this.staffMail(id, "invite", email, `Your ${site.name} staff account`, [
            `Hello ${name},`,
            "",
            `You have been invited to the ${site.name} staff workspace (${roles.join(", ")}).`,
            "Open this link to choose your password. It works once, for 72 hours:",
            "",
            url,
            "",
            "If you did not expect this, you can ignore this e-mail.",
          ]),
        )
        .execute();
      await audit(trx, now, {
        actorId,
        action: "invitation_created",
        targetType: "staff",
        targetId: id,
        ipHash,
        detail: { roles },
      });
    });
    this.deps.wakeRelay();
    const row = await this.requireAccount(id);
    return { member: this.member(row, 0), token, url, expiresAt };
  }

  private staffMail(accountId: string, kind: "invite" | "reset", to: string, subject: string, lines: string[]) {
    const now = iso(this.now());
    return {
      id: newId(),
      kind,
      submission_kind: "staff" as const,
      submission_id: accountId,
      to_address: to,
      reply_to: null,
      subject,
      text_body: [...lines, "", "--", site.name].join("\n"),
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    };
  }

  async update(id: string, changes: { name?: string; roles?: Role[] }, actorId: string | null) {
    const row = await this.requireAccount(id);
    const roles = changes.roles ? [...new Set(changes.roles)] : undefined;
    if (roles && !roles.length)
      throw new StaffError("validation", "Choose at least one role", {
        fields: { roles: "Choose at least one role." },
      });
    if (roles && !roles.includes("admin") && parseRoles(row.roles).includes("admin") && row.status === "active")
      await this.keepAnAdmin(row.id);
    const now = this.now();
    await this.db
      .updateTable("staff_accounts")
      .set({
        ...(changes.name ? { name: changes.name.trim() } : {}),
        ...(roles ? { roles: formatRoles(roles) } : {}),
        updated_at: iso(now),
      })
      .where("id", "=", row.id)
      .execute();
    await this.audit({
      actorId,
      action: "account_updated",
      targetType: "staff",
      targetId: row.id,
      detail: { roles: roles ?? parseRoles(row.roles), renamed: Boolean(changes.name) },
    });
    return this.memberById(row.id);
  }

  async memberById(id: string): Promise<StaffMember> {
    const row = await this.requireAccount(id);
    const counts = await this.passkeyCounts([row.id]);
    return this.member(row, counts.get(row.id) ?? 0);
  }

  /** Disables an account; its sessions end at once and its links stop working. */
  async disable(idOrEmail: string, actorId: string | null) {
    const row = await this.requireAccount(idOrEmail);
    if (row.status === "disabled") return this.memberById(row.id);
    if (parseRoles(row.roles).includes("admin") && row.status === "active") await this.keepAnAdmin(row.id);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_accounts")
        .set({ status: "disabled", updated_at: iso(now) })
        .where("id", "=", row.id)
        .execute();
      await trx.deleteFrom("staff_sessions").where("account_id", "=", row.id).execute();
      await trx
        .updateTable("staff_tokens")
        .set({ used_at: iso(now) })
        .where("account_id", "=", row.id)
        .where("used_at", "is", null)
        .execute();
      await audit(trx, now, { actorId, action: "account_disabled", targetType: "staff", targetId: row.id });
    });
    return this.memberById(row.id);
  }

  async enable(idOrEmail: string, actorId: string | null) {
    const row = await this.requireAccount(idOrEmail);
    if (row.status !== "disabled") return this.memberById(row.id);
    const now = this.now();
    // Without a password the person still has to accept a (new) invitation.
    await this.db
      .updateTable("staff_accounts")
      .set({ status: row.password_hash ? "active" : "invited", updated_at: iso(now) })
      .where("id", "=", row.id)
      .execute();
    await this.audit({ actorId, action: "account_enabled", targetType: "staff", targetId: row.id });
    return this.memberById(row.id);
  }

  /** Active colleagues (for assignment menus). */
  async people() {
    const rows = await this.db
      .selectFrom("staff_accounts")
      .select(["id", "name", "roles"])
      .where("status", "=", "active")
      .orderBy("name")
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, roles: parseRoles(r.roles) }));
  }

  // ------------------------------------------------------------ passwords

  async checkNewPassword(password: string, account: Pick<StaffAccountRow, "email" | "name">) {
    const s = await this.passwords.strength(password, [account.email, account.name]);
    if (!s.acceptable) {
      const message = [s.warning, ...s.suggestions].filter(Boolean).join(" ");
      throw new StaffError("weak_password", message || "Choose a stronger password.", {
        fields: { password: message || "Choose a stronger password." },
      });
    }
  }

  // ------------------------------------------------------------ sign-in

  private throttleKeys(email: string, ipHash: string | null) {
    return { account: `acct:${hashSecret(normEmail(email))}`, address: ipHash ? `addr:${ipHash}` : null };
  }

  /** Refuses (rate_limited) while the account's or the address's key is blocked. */
  async checkThrottle(email: string, ipHash: string | null) {
    const t = this.ws.throttle;
    const keys = this.throttleKeys(email, ipHash);
    const now = this.now();
    const [a, b] = await Promise.all([
      this.deps.throttle.peek(keys.account, now, t.account),
      keys.address
        ? this.deps.throttle.peek(keys.address, now, t.address)
        : Promise.resolve({ failures: 0, blockedForMs: 0 }),
    ]);
    const wait = Math.max(a.blockedForMs, b.blockedForMs);
    if (wait > 0) {
      await this.audit({
        actorId: null,
        action: "sign_in_throttled",
        ipHash,
        detail: { by: a.blockedForMs >= b.blockedForMs ? "account" : "address" },
      });
      throw new StaffError("rate_limited", THROTTLE_MESSAGE, { retryAfterMs: wait });
    }
  }

  private async failed(email: string, ipHash: string | null, accountId: string | null) {
    const t = this.ws.throttle;
    const keys = this.throttleKeys(email, ipHash);
    const now = this.now();
    const a = await this.deps.throttle.fail(keys.account, now, t.account);
    const b = keys.address
      ? await this.deps.throttle.fail(keys.address, now, t.address)
      : { failures: 0, blockedForMs: 0 };
    await this.audit({
      actorId: null,
      action: "sign_in_failed",
      targetType: accountId ? "staff" : null,
      targetId: accountId,
      ipHash,
    });
    const delay = Math.max(
      slowDownMs(a.failures, t.account, t.slowBaseMs, t.slowMaxMs),
      slowDownMs(b.failures, t.address, t.slowBaseMs, t.slowMaxMs),
    );
    if (delay > 0) await (this.deps.sleep ?? sleep)(delay);
  }

  /**
   * E-mail and password. An unknown address, a disabled or invited account and a wrong password
   * get the same error after the same work (one scrypt derivation against a dummy hash).
   */
  async signInWithPassword(emailIn: string, password: string, ipHash: string | null): Promise<StaffAccountRow> {
    const email = normEmail(emailIn);
    await this.checkThrottle(email, ipHash);
    const row = await this.db.selectFrom("staff_accounts").selectAll().where("email", "=", email).executeTakeFirst();
    const usable = row && row.status === "active" && row.password_hash ? row : null;
    const ok = await verifyPassword(password, usable?.password_hash ?? (await dummyHash(this.ws.scryptLogN)));
    if (!usable || !ok) {
      await this.failed(email, ipHash, row?.id ?? null);
      throw new StaffError("invalid_credentials", INVALID_MESSAGE);
    }
    await this.deps.throttle.clear(this.throttleKeys(email, ipHash).account);
    if ((await this.requirePasskeys()) && ((await this.passkeyCounts([usable.id])).get(usable.id) ?? 0) > 0) {
      throw new StaffError("passkey_required", "Passkeys are required: sign in with your passkey.");
    }
    if (needsRehash(usable.password_hash!, this.ws.scryptLogN)) {
      await this.db
        .updateTable("staff_accounts")
        .set({ password_hash: await hashPassword(password, this.ws.scryptLogN) })
        .where("id", "=", usable.id)
        .execute();
    }
    return usable;
  }

  /** Records a successful sign-in (any method). */
  async signedIn(account: StaffAccountRow, method: StaffSessionRow["method"], ipHash: string | null) {
    const now = this.now();
    await this.db
      .updateTable("staff_accounts")
      .set({ last_sign_in_at: iso(now) })
      .where("id", "=", account.id)
      .execute();
    await this.audit({
      actorId: account.id,
      action: "sign_in",
      targetType: "staff",
      targetId: account.id,
      ipHash,
      detail: { method },
    });
  }

  // ------------------------------------------------------------ sessions

  /** A new session (the old one, if the request carried one, is deleted: no fixation). Returns the cookie secret. */
  async createSession(
    accountId: string,
    method: StaffSessionRow["method"],
    previousSecret?: string | null,
  ): Promise<{ secret: string; session: StaffSessionRow }> {
    const now = this.now();
    const secret = newSecret();
    const session: StaffSessionRow = {
      id_hash: hashSecret(secret),
      account_id: accountId,
      method,
      created_at: iso(now),
      last_seen_at: iso(now),
      expires_at: iso(now + this.ws.sessionAbsoluteMs),
    };
    if (previousSecret)
      await this.db.deleteFrom("staff_sessions").where("id_hash", "=", hashSecret(previousSecret)).execute();
    await this.db.insertInto("staff_sessions").values(session).execute();
    return { secret, session };
  }

  /** The session behind a cookie, if it is valid now (idle and absolute limits, active account). */
  async resolveSession(secret: string | undefined | null): Promise<Session | null> {
    if (!secret || secret.length > 200) return null;
    const idHash = hashSecret(secret);
    const session = await this.db
      .selectFrom("staff_sessions")
      .selectAll()
      .where("id_hash", "=", idHash)
      .executeTakeFirst();
    if (!session) return null;
    const now = this.now();
    const idleEnd = Date.parse(session.last_seen_at) + this.ws.sessionIdleMs;
    if (Date.parse(session.expires_at) <= now || idleEnd <= now) {
      await this.db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
      return null;
    }
    const account = await this.db
      .selectFrom("staff_accounts")
      .selectAll()
      .where("id", "=", session.account_id)
      .executeTakeFirst();
    if (!account || account.status !== "active") {
      await this.db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
      return null;
    }
    // Refresh the idle clock at most once a minute (one write per minute, not per request).
    if (now - Date.parse(session.last_seen_at) > 60_000) {
      session.last_seen_at = iso(now);
      await this.db
        .updateTable("staff_sessions")
        .set({ last_seen_at: session.last_seen_at })
        .where("id_hash", "=", idHash)
        .execute();
    }
    return { account, session, roles: parseRoles(account.roles) };
  }

  async endSession(secret: string) {
    await this.db.deleteFrom("staff_sessions").where("id_hash", "=", hashSecret(secret)).execute();
  }

  async endAllSessions(accountId: string, exceptIdHash?: string) {
    let q = this.db.deleteFrom("staff_sessions").where("account_id", "=", accountId);
    if (exceptIdHash) q = q.where("id_hash", "!=", exceptIdHash);
    await q.execute();
  }

  async me(s: Session): Promise<Me> {
    const passkeys = (await this.passkeyCounts([s.account.id])).get(s.account.id) ?? 0;
    return {
      id: s.account.id,
      email: s.account.email,
      name: s.account.name,
      roles: s.roles,
      kinds: kindsFor(s.roles),
      passkeyCount: passkeys,
      mustAddPasskey: passkeys === 0 && (await this.requirePasskeys()),
      session: {
        createdAt: s.session.created_at,
        expiresAt: s.session.expires_at,
        idleExpiresAt: iso(
          Math.min(Date.parse(s.session.last_seen_at) + this.ws.sessionIdleMs, Date.parse(s.session.expires_at)),
        ),
      },
    };
  }

  // ------------------------------------------------------------ one-time links

  private async liveToken(token: string, purpose: "invite" | "reset") {
    const row = await this.db
      .selectFrom("staff_tokens")
      .innerJoin("staff_accounts", "staff_accounts.id", "staff_tokens.account_id")
      .select([
        "staff_tokens.hash",
        "staff_tokens.expires_at",
        "staff_tokens.used_at",
        "staff_accounts.id as account_id",
        "staff_accounts.status",
      ])
      .where("staff_tokens.hash", "=", hashSecret(token))
      .where("staff_tokens.purpose", "=", purpose)
      .executeTakeFirst();
    const wanted = purpose === "invite" ? "invited" : "active";
    if (!row || row.used_at || Date.parse(row.expires_at) <= this.now() || row.status !== wanted) {
      throw new StaffError(
        "token_invalid",
        purpose === "invite"
          ? "This invitation link has expired or was already used. Ask an admin for a new one."
          : "This link has expired or was already used. Ask for a new one.",
      );
    }
    return { ...row, account: await this.requireAccount(row.account_id) };
  }

  /** Marks a token used; false when another request used it first. */
  private async useToken(trx: Pick<Db, "updateTable">, hash: string): Promise<boolean> {
    const r = await trx
      .updateTable("staff_tokens")
      .set({ used_at: iso(this.now()) })
      .where("hash", "=", hash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async invitationInfo(token: string) {
    const t = await this.liveToken(token, "invite");
    return {
      email: t.account.email,
      name: t.account.name,
      roles: parseRoles(t.account.roles),
      expiresAt: t.expires_at,
    };
  }

  async acceptInvitation(token: string, password: string, ipHash: string | null): Promise<StaffAccountRow> {
    const t = await this.liveToken(token, "invite");
    await this.checkNewPassword(password, t.account);
    const hash = await hashPassword(password, this.ws.scryptLogN);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.useToken(trx, t.hash)))
        throw new StaffError("token_invalid", "This invitation link was already used.");
      await trx
        .updateTable("staff_accounts")
        .set({ password_hash: hash, status: "active", updated_at: iso(now) })
        .where("id", "=", t.account.id)
        .where("status", "=", "invited")
        .execute();
      await audit(trx, now, {
        actorId: t.account.id,
        action: "invitation_accepted",
        targetType: "staff",
        targetId: t.account.id,
        ipHash,
      });
    });
    return this.requireAccount(t.account.id);
  }

  /**
   * Queues a reset link when the address belongs to an active account. The caller answers the
   * same either way, at once: the work happens after the answer (no timing difference).
   */
  async requestPasswordReset(emailIn: string, ipHash: string | null): Promise<void> {
    const email = normEmail(emailIn);
    const row = await this.db.selectFrom("staff_accounts").selectAll().where("email", "=", email).executeTakeFirst();
    if (!row || row.status !== "active") return;
    const now = this.now();
    const token = newSecret();
    const url = tokenLink(this.deps.config.siteOrigin, WORKSPACE_PAGES.resetPassword, token);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("staff_tokens")
        .values({
          hash: hashSecret(token),
          purpose: "reset",
          account_id: row.id,
          created_at: iso(now),
          expires_at: iso(now + this.ws.resetMs),
          used_at: null,
        })
        .execute();
      await trx
        .insertInto("outbox")
        .values(
          this.staffMail(row.id, "reset", row.email, `Choose a new password – ${site.name} staff workspace`, [
            `Hello ${row.name},`,
            "",
            "Someone (we hope you) asked to choose a new password for your staff account.",
            "Open this link to do so. It works once, for one hour:",
            "",
            url,
            "",
            "If you did not ask, ignore this e-mail: your password stays as it is.",
          ]),
        )
        .execute();
      await audit(trx, now, {
        actorId: null,
        action: "password_reset_requested",
        targetType: "staff",
        targetId: row.id,
        ipHash,
      });
    });
    this.deps.wakeRelay();
  }

  async resetInfo(token: string) {
    const t = await this.liveToken(token, "reset");
    return { email: t.account.email, expiresAt: t.expires_at };
  }

  /** Sets the new password, uses up every reset link of the account and ends all its sessions. */
  async completePasswordReset(token: string, password: string, ipHash: string | null): Promise<StaffAccountRow> {
    const t = await this.liveToken(token, "reset");
    await this.checkNewPassword(password, t.account);
    const hash = await hashPassword(password, this.ws.scryptLogN);
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.useToken(trx, t.hash))) throw new StaffError("token_invalid", "This link was already used.");
      await trx
        .updateTable("staff_tokens")
        .set({ used_at: iso(now) })
        .where("account_id", "=", t.account.id)
        .where("purpose", "=", "reset")
        .where("used_at", "is", null)
        .execute();
      await trx
        .updateTable("staff_accounts")
        .set({ password_hash: hash, updated_at: iso(now) })
        .where("id", "=", t.account.id)
        .execute();
      await trx.deleteFrom("staff_sessions").where("account_id", "=", t.account.id).execute();
      await audit(trx, now, {
        actorId: t.account.id,
        action: "password_reset",
        targetType: "staff",
        targetId: t.account.id,
        ipHash,
      });
    });
    await this.deps.throttle.clear(this.throttleKeys(t.account.email, null).account);
    return this.requireAccount(t.account.id);
  }

  async changePassword(s: Session, current: string, next: string, ipHash: string | null) {
    const ok = s.account.password_hash
      ? await verifyPassword(current, s.account.password_hash)
      : (await verifyPassword(current, await dummyHash(this.ws.scryptLogN)), false);
    if (!ok) throw new StaffError("invalid_credentials", "The current password is not right.");
    await this.checkNewPassword(next, s.account);
    const hash = await hashPassword(next, this.ws.scryptLogN);
    await this.db
      .updateTable("staff_accounts")
      .set({ password_hash: hash, updated_at: iso(this.now()) })
      .where("id", "=", s.account.id)
      .execute();
    await this.endAllSessions(s.account.id, s.session.id_hash);
    await this.audit({
      actorId: s.account.id,
      action: "password_changed",
      targetType: "staff",
      targetId: s.account.id,
      ipHash,
    });
  }

  // ------------------------------------------------------------ settings

  async requirePasskeys(): Promise<boolean> {
    const row = await this.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "require_passkeys")
      .executeTakeFirst();
    return row?.value === "true";
  }

  async setRequirePasskeys(value: boolean, actorId: string | null) {
    const now = iso(this.now());
    await this.db
      .insertInto("settings")
      .values({ key: "require_passkeys", value: String(value), updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(value), updated_at: now }))
      .execute();
    await this.audit({
      actorId,
      action: "settings_changed",
      targetType: "settings",
      targetId: "require_passkeys",
      detail: { requirePasskeys: value },
    });
  }
}
