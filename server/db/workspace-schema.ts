/** Tables of the staff workspace, as Kysely sees them (server/db/workspace-migrations.ts creates them). */
import type { Selectable } from "kysely";

export interface StaffAccountsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  name: string;
  /** Comma-separated roles, e.g. "admin,sales". */
  roles: string;
  /** scrypt$N$r$p$salt$hash (server/staff/passwords.ts); null until the invitation is accepted. */
  password_hash: string | null;
  status: "invited" | "active" | "disabled";
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's random id; the id itself is never stored. */
  id_hash: string;
  account_id: string;
  method: "password" | "passkey" | "invitation" | "reset";
  created_at: string;
  last_seen_at: string;
  /** Absolute end (created + 7 days); idle end is last_seen_at + 8 hours. */
  expires_at: string;
}

export interface StaffTokensTable {
  /** SHA-256 of the token in the link. */
  hash: string;
  purpose: "invite" | "reset";
  account_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffPasskeysTable {
  /** The credential id (base64url). */
  id: string;
  account_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  transports: string | null;
  device_type: string;
  backed_up: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  id: string;
  challenge: string;
  purpose: "register" | "authenticate";
  account_id: string | null;
  /** The page's origin the ceremony was started from (its host is the relying party id). */
  origin: string;
  expires_at: string;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  blocked_until: string | null;
}

export interface SubmissionNotesTable {
  id: string;
  submission_kind: string;
  submission_id: string;
  author_id: string | null;
  body: string;
  created_at: string;
}

export interface SubmissionEventsTable {
  id: string;
  submission_kind: string;
  submission_id: string;
  at: string;
  actor_id: string | null;
  action: string;
  from_value: string | null;
  to_value: string | null;
}

export interface SubmissionReadsTable {
  account_id: string;
  submission_id: string;
  read_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip_hash: string | null;
  /** JSON object without personal data or submission content. */
  detail: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface JobRunsTable {
  name: string;
  started_at: string | null;
  finished_at: string | null;
  ok: number | null;
  result: string | null;
  error: string | null;
  lock_owner: string | null;
  lock_until: string | null;
}

export interface WorkspaceTables {
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_tokens: StaffTokensTable;
  staff_passkeys: StaffPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  auth_throttle: AuthThrottleTable;
  submission_notes: SubmissionNotesTable;
  submission_events: SubmissionEventsTable;
  submission_reads: SubmissionReadsTable;
  audit_log: AuditLogTable;
  settings: SettingsTable;
  job_runs: JobRunsTable;
}

export type StaffAccountRow = Selectable<StaffAccountsTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
