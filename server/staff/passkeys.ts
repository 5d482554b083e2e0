/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: a signed-in person registers one; anyone can
 * then sign in with a passkey alone (discoverable credential, user verification required).
 * Challenges live in the database for five minutes and are used once, so any server process
 * can finish a ceremony another one started.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { site } from "#content/site.ts";
import type { Passkey } from "#contracts/workspace.ts";
import type { StaffAccountRow } from "../db/workspace-schema";
import { newId } from "../lib/ids";
import { StaffError, type Session, type StaffService } from "./service";
import { iso } from "../lib/clock";

const CHALLENGE_MS = 5 * 60_000;
const FAILED = "The passkey could not be verified. Try again, or sign in with your password.";

export class PasskeyService {
  constructor(private readonly staff: StaffService) {}

  private get db() {
    return this.staff.deps.db;
  }
  private now() {
    return this.staff.deps.now();
  }

  private async saveChallenge(
    challenge: string,
    purpose: "register" | "authenticate",
    accountId: string | null,
    origin: string,
  ) {
    const id = newId();
    const now = this.now();
    await this.db.deleteFrom("webauthn_challenges").where("expires_at", "<", iso(now)).execute();
    await this.db
      .insertInto("webauthn_challenges")
      .values({ id, challenge, purpose, account_id: accountId, origin, expires_at: iso(now + CHALLENGE_MS) })
      .execute();
    return id;
  }

  /** Takes a challenge (once): deleted as it is read. */
  private async takeChallenge(id: string, purpose: "register" | "authenticate", accountId: string | null) {
    const row = await this.db.selectFrom("webauthn_challenges").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const r = await this.db.deleteFrom("webauthn_challenges").where("id", "=", id).executeTakeFirst();
    if (Number(r.numDeletedRows) !== 1) return null;
    if (row.purpose !== purpose || row.account_id !== accountId || Date.parse(row.expires_at) <= this.now())
      return null;
    return row;
  }

  async list(accountId: string): Promise<Passkey[]> {
    const rows = await this.db
      .selectFrom("staff_passkeys")
      .selectAll()
      .where("account_id", "=", accountId)
      .orderBy("created_at")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: r.created_at,
      lastUsedAt: r.last_used_at,
      deviceType: r.device_type,
      backedUp: r.backed_up === 1,
    }));
  }

  async registrationOptions(s: Session, origin: string) {
    const existing = await this.db
      .selectFrom("staff_passkeys")
      .select(["id", "transports"])
      .where("account_id", "=", s.account.id)
      .execute();
    const options = await generateRegistrationOptions({
      rpName: `${site.name} staff`,
      rpID: new URL(origin).hostname,
      userName: s.account.email,
      userDisplayName: s.account.name,
      userID: new TextEncoder().encode(s.account.id),
      attestationType: "none",
      excludeCredentials: existing.map((c) => ({
        id: c.id,
        transports: c.transports ? (c.transports.split(",") as AuthenticatorTransport[]) : undefined,
      })),
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    const challengeId = await this.saveChallenge(options.challenge, "register", s.account.id, origin);
    return { challengeId, options: options as unknown as Record<string, unknown> };
  }

  async register(
    s: Session,
    challengeId: string,
    response: Record<string, unknown>,
    name: string | undefined,
    ipHash: string | null,
  ): Promise<Passkey> {
    const challenge = await this.takeChallenge(challengeId, "register", s.account.id);
    if (!challenge) throw new StaffError("validation", "This passkey request has expired. Try again.");
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: new URL(challenge.origin).hostname,
        requireUserVerification: true,
      });
    } catch {
      throw new StaffError("validation", "The passkey could not be verified. Try again.");
    }
    if (!verification.verified || !verification.registrationInfo)
      throw new StaffError("validation", "The passkey could not be verified. Try again.");
    const info = verification.registrationInfo;
    const now = iso(this.now());
    const row = {
      id: info.credential.id,
      account_id: s.account.id,
      public_key: Buffer.from(info.credential.publicKey).toString("base64url"),
      counter: info.credential.counter,
      transports: info.credential.transports?.join(",") ?? null,
      device_type: info.credentialDeviceType,
      backed_up: info.credentialBackedUp ? 1 : 0,
      name: name?.trim() || `Passkey added ${now.slice(0, 10)}`,
      created_at: now,
      last_used_at: null,
    };
    const clash = await this.db.selectFrom("staff_passkeys").select("id").where("id", "=", row.id).executeTakeFirst();
    if (clash) throw new StaffError("conflict", "This passkey is already registered.");
    await this.db.insertInto("staff_passkeys").values(row).execute();
    await this.staff.audit({
      actorId: s.account.id,
      action: "passkey_added",
      targetType: "staff",
      targetId: s.account.id,
      ipHash,
    });
    return {
      id: row.id,
      name: row.name,
      createdAt: row.created_at,
      lastUsedAt: null,
      deviceType: row.device_type,
      backedUp: row.backed_up === 1,
    };
  }

  async remove(s: Session, id: string, ipHash: string | null) {
    const row = await this.db
      .selectFrom("staff_passkeys")
      .select("id")
      .where("id", "=", id)
      .where("account_id", "=", s.account.id)
      .executeTakeFirst();
    if (!row) throw new StaffError("not_found", "No such passkey.");
    const count = (await this.staff.passkeyCounts([s.account.id])).get(s.account.id) ?? 0;
    if (count <= 1 && (await this.staff.requirePasskeys()))
      throw new StaffError("conflict", "Passkeys are required: add another passkey before removing this one.");
    await this.db.deleteFrom("staff_passkeys").where("id", "=", id).where("account_id", "=", s.account.id).execute();
    await this.staff.audit({
      actorId: s.account.id,
      action: "passkey_removed",
      targetType: "staff",
      targetId: s.account.id,
      ipHash,
    });
  }

  async authenticationOptions(origin: string) {
    const options = await generateAuthenticationOptions({
      rpID: new URL(origin).hostname,
      userVerification: "required",
      allowCredentials: [],
    });
    const challengeId = await this.saveChallenge(options.challenge, "authenticate", null, origin);
    return { challengeId, options: options as unknown as Record<string, unknown> };
  }

  /** Signs in with a passkey alone; throttled per address like passwords. */
  async authenticate(
    challengeId: string,
    response: Record<string, unknown>,
    ipHash: string | null,
  ): Promise<StaffAccountRow> {
    const challenge = await this.takeChallenge(challengeId, "authenticate", null);
    const credentialId = typeof response.id === "string" ? response.id : "";
    const cred = credentialId
      ? await this.db.selectFrom("staff_passkeys").selectAll().where("id", "=", credentialId).executeTakeFirst()
      : undefined;
    const account = cred ? await this.staff.getAccount(cred.account_id) : undefined;
    const fail = async () => {
      await this.staff.audit({
        actorId: null,
        action: "sign_in_failed",
        targetType: account ? "staff" : null,
        targetId: account?.id ?? null,
        ipHash,
        detail: { method: "passkey" },
      });
      return new StaffError("invalid_credentials", FAILED);
    };
    if (!challenge || !cred || !account || account.status !== "active") throw await fail();
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: challenge.origin,
        expectedRPID: new URL(challenge.origin).hostname,
        requireUserVerification: true,
        credential: {
          id: cred.id,
          publicKey: new Uint8Array(Buffer.from(cred.public_key, "base64url")),
          counter: Number(cred.counter),
          transports: cred.transports ? (cred.transports.split(",") as AuthenticatorTransport[]) : undefined,
        },
      });
    } catch {
      throw await fail();
    }
    if (!verification.verified) throw await fail();
    await this.db
      .updateTable("staff_passkeys")
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: iso(this.now()) })
      .where("id", "=", cred.id)
      .execute();
    return account;
  }
}
