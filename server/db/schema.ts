/**
 * The tables, as Kysely sees them. One set of types for SQLite and PostgreSQL: timestamps are
 * ISO 8601 UTC strings (toISOString(), so they sort as text), flags are 0/1 integers, ids are
 * random UUIDs made by the server. docs/decisions/0015-sqlite-durability.md explains why.
 */
import type { ColumnType, Insertable, Selectable } from "kysely";
import { submissionKinds, type SubmissionKind } from "#contracts/workspace.ts";
import type { WorkspaceTables } from "./workspace-schema";
import type { ContentTables } from "./content-schema";
import type { DeliveryTables } from "./delivery-schema";
import type { AnalyticsTables } from "./analytics-schema";
import type { SourceColumns } from "../lead-source";

export { submissionKinds, type SubmissionKind };

/** Where it came from (server/lead-source.ts); null on rows from before migration 0009. */
type SourceColumnsOf = {
  [K in keyof SourceColumns]: ColumnType<string | null, string | null | undefined, string | null>;
};

interface SubmissionColumns extends SourceColumnsOf {
  id: string;
  created_at: string;
  email: string;
  /** 1 when the honeypot or the fill-time check flagged it; never notified until released. */
  spam: number;
  spam_reason: "honeypot" | "too-fast" | null;
  /** HMAC of the client address (IP_HASH_SECRET), for spotting abuse; never the address itself. */
  ip_hash: string | null;
  /** Workflow status (contracts/workspace.ts statusesByKind); default the kind's first. */
  status: ColumnType<string, string | undefined, string>;
  /** The staff account handling it, if any. */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface QuotesTable extends SubmissionColumns {
  name: string;
  services: string;
  message: string;
}

export interface ContactsTable extends SubmissionColumns {
  name: string;
  subject: string;
  message: string;
}

export interface ApplicationsTable extends SubmissionColumns {
  listing_id: string;
  full_name: string;
  phone: string;
  experience_years: string;
  address: string;
  last_company: string;
  /** Server-chosen name inside DATA_DIR/uploads. */
  resume_file: string;
  /** The visitor's file name, sanitised; metadata only, never used as a path. */
  resume_original_name: string;
  resume_size: number;
  resume_sha256: string;
  resume_mime: string;
  /** The revision of the listing applied to (server/db/content-migrations.ts); null before publishing existed. */
  listing_revision: number | null;
}

export interface CertificatesTable {
  id: string;
  holder_name: string;
  programme: string;
  issued_on: string;
  valid_until: string | null;
  revoked_at: string | null;
  created_at: string;
  /** Added by migration 0006_certificates: why it was revoked, and which staff account revoked or issued it (null: the CLI). */
  revoke_reason: string | null;
  revoked_by: string | null;
  issued_by: string | null;
}

export interface OutboxTable {
  id: string;
  /**
   * "notify": to the company, Reply-To the sender; "ack": to the sender; "reject": an
   * applicant's rejection (sent by a recruiter); "invite", "reset": staff e-mails; "alert": to an
   * admin, a destination paused after a day of failures (submission_id is then the destination's id).
   */
  kind: "notify" | "ack" | "reject" | "invite" | "reset" | "alert";
  /** "staff" for the workspace's own e-mails (submission_id is then the account id). */
  submission_kind: SubmissionKind | "staff";
  submission_id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  /** The sender for this message (migration 0005_hiring); null or absent: MAIL_FROM. */
  from_address?: string | null;
  attempts: number;
  next_attempt_at: string;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
}

export interface IdempotencyKeysTable {
  route: string;
  key: string;
  body_hash: string;
  state: "in_flight" | "done";
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

export interface Database extends WorkspaceTables, ContentTables, DeliveryTables, AnalyticsTables {
  quotes: QuotesTable;
  contacts: ContactsTable;
  applications: ApplicationsTable;
  certificates: CertificatesTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
}

export const submissionTables = { quote: "quotes", contact: "contacts", application: "applications" } as const;

export type QuoteRow = Selectable<QuotesTable>;
export type ContactRow = Selectable<ContactsTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
/** @public A row of a table, for code that reads one. */
export type CertificateRow = Selectable<CertificatesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
/** @public Any submission's row. */
export type SubmissionRow = QuoteRow | ContactRow | ApplicationRow;
