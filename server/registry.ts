/**
 * The registry of submission kinds: for each kind (quote, contact, application) the one
 * description that the public API, the outbox, the CLI and the workspace all read: its form
 * schema, table, fields in form order with their labels and columns, the mapping between a row
 * and the submitted fields, its e-mails, its export columns, its statuses and who may see it.
 * A new field is one change here (plus a migration for its column).
 */
import type { z } from "zod";
import { applicationSchema } from "#contracts/application.ts";
import { contactSchema } from "#contracts/contact.ts";
import { quoteSchema } from "#contracts/quote.ts";
import {
  finalApplicationStages,
  kindRoles,
  statusesByKind,
  submissionKinds,
  type Role,
  type SubmissionKind,
} from "#contracts/workspace.ts";
import type { Config } from "./config";
import type { NewOutboxRow } from "./db/schema";
import { listingTitle, outboxRowsFor, type SubmissionFields } from "./mail/messages";
import { findListing } from "./site/current-content";
import { sourceExportColumns } from "./lead-source";

type Table = "quotes" | "contacts" | "applications";
type Columns = Record<string, unknown>;

export interface FieldSpec {
  /** Name in the form and in SubmissionFields. */
  name: string;
  /** Column in the kind's table. */
  column: string;
  label: string;
  /** Shown in the workspace as this string (default: the column value as text). */
  display?: (row: Columns) => string;
}

export interface ExportColumn {
  header: string;
  value: (row: Columns, extra: { status: string; assignee: string }) => unknown;
}

export interface KindDefinition {
  kind: SubmissionKind;
  label: string;
  /** Path of the public POST route (contracts/api.ts). */
  table: Table;
  /** The public form's schema (contracts/). */
  schema: z.ZodType;
  roles: readonly Role[];
  statuses: readonly string[];
  initialStatus: string;
  /** Statuses after which nothing waits for anyone. */
  finalStatuses: readonly string[];
  fields: readonly FieldSpec[];
  /** Columns of the inbox line. */
  columns: { name: string; topic: string; message: string };
  /** The topic as people read it (default: the topic column as it is). */
  topicText?: (row: Columns) => string;
  /** Columns the workspace search looks in. */
  searchColumns: readonly string[];
  exportColumns: readonly ExportColumn[];
  /** Row columns (without the common ones) from submitted fields. */
  toColumns(fields: SubmissionFields["fields"]): Columns;
  /** Submitted fields back from a stored row (for e-mails sent later, e.g. on release from spam). */
  toFields(row: Columns): SubmissionFields;
  /** Files on disk belonging to a row (names inside DATA_DIR/uploads). */
  files(row: Columns): string[];
  /** The two e-mails (notification and acknowledgement) this submission queues. */
  outboxRows(fields: SubmissionFields, id: string, createdAt: string, config: Config): NewOutboxRow[];
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

const common = {
  outboxRows: (fields: SubmissionFields, id: string, createdAt: string, config: Config) =>
    outboxRowsFor(fields, id, createdAt, config),
};

const finalOf = (kind: SubmissionKind): readonly string[] =>
  kind === "quote" ? ["won", "lost", "closed"] : kind === "contact" ? ["replied", "closed"] : finalApplicationStages;

const quote: KindDefinition = {
  kind: "quote",
  label: "quote request",
  table: "quotes",
  schema: quoteSchema,
  roles: kindRoles.quote,
  statuses: statusesByKind.quote,
  initialStatus: statusesByKind.quote[0]!,
  finalStatuses: finalOf("quote"),
  fields: [
    { name: "name", column: "name", label: "Name" },
    { name: "email", column: "email", label: "Email" },
    { name: "services", column: "services", label: "Services" },
    { name: "message", column: "message", label: "Message" },
  ],
  columns: { name: "name", topic: "services", message: "message" },
  searchColumns: ["name", "email", "services", "message"],
  exportColumns: [
    { header: "Reference", value: (r) => r.id },
    { header: "Received (UTC)", value: (r) => r.created_at },
    { header: "Name", value: (r) => r.name },
    { header: "Email", value: (r) => r.email },
    { header: "Services", value: (r) => r.services },
    { header: "Message", value: (r) => r.message },
    ...sourceExportColumns,
    { header: "Status", value: (_r, x) => x.status },
    { header: "Assignee", value: (_r, x) => x.assignee },
  ],
  toColumns(f) {
    const q = f as Extract<SubmissionFields, { kind: "quote" }>["fields"];
    return { name: q.name, email: q.email, services: q.services, message: q.message };
  },
  toFields: (r) => ({
    kind: "quote",
    fields: { name: str(r.name), email: str(r.email), services: str(r.services), message: str(r.message) },
  }),
  files: () => [],
  ...common,
};

const contact: KindDefinition = {
  kind: "contact",
  label: "message",
  table: "contacts",
  schema: contactSchema,
  roles: kindRoles.contact,
  statuses: statusesByKind.contact,
  initialStatus: statusesByKind.contact[0]!,
  finalStatuses: finalOf("contact"),
  fields: [
    { name: "name", column: "name", label: "Name" },
    { name: "email", column: "email", label: "Email" },
    { name: "subject", column: "subject", label: "Subject" },
    { name: "message", column: "message", label: "Message" },
  ],
  columns: { name: "name", topic: "subject", message: "message" },
  searchColumns: ["name", "email", "subject", "message"],
  exportColumns: [
    { header: "Reference", value: (r) => r.id },
    { header: "Received (UTC)", value: (r) => r.created_at },
    { header: "Name", value: (r) => r.name },
    { header: "Email", value: (r) => r.email },
    { header: "Subject", value: (r) => r.subject },
    { header: "Message", value: (r) => r.message },
    ...sourceExportColumns,
    { header: "Status", value: (_r, x) => x.status },
    { header: "Assignee", value: (_r, x) => x.assignee },
  ],
  toColumns(f) {
    const c = f as Extract<SubmissionFields, { kind: "contact" }>["fields"];
    return { name: c.name, email: c.email, subject: c.subject, message: c.message };
  },
  toFields: (r) => ({
    kind: "contact",
    fields: { name: str(r.name), email: str(r.email), subject: str(r.subject), message: str(r.message) },
  }),
  files: () => [],
  ...common,
};

const application: KindDefinition = {
  kind: "application",
  label: "job application",
  table: "applications",
  schema: applicationSchema,
  roles: kindRoles.application,
  statuses: statusesByKind.application,
  initialStatus: statusesByKind.application[0]!,
  finalStatuses: finalOf("application"),
  fields: [
    {
      name: "listingId",
      column: "listing_id",
      label: "Position",
      display: (r) => `${listingTitle(str(r.listing_id))} (${str(r.listing_id)})`,
    },
    { name: "fullName", column: "full_name", label: "Full name" },
    { name: "email", column: "email", label: "Email" },
    { name: "phone", column: "phone", label: "Phone" },
    { name: "experienceYears", column: "experience_years", label: "Years of experience" },
    { name: "address", column: "address", label: "Address" },
    { name: "lastCompany", column: "last_company", label: "Last company" },
    {
      name: "resume",
      column: "resume_original_name",
      label: "Résumé",
      display: (r) =>
        `${str(r.resume_original_name)} (${str(r.resume_mime)}, ${Math.max(1, Math.round(Number(r.resume_size) / 1024))} KB)`,
    },
  ],
  columns: { name: "full_name", topic: "listing_id", message: "last_company" },
  topicText: (r) => listingTitle(str(r.listing_id)),
  searchColumns: ["full_name", "email", "phone", "last_company"],
  exportColumns: [
    { header: "Reference", value: (r) => r.id },
    { header: "Received (UTC)", value: (r) => r.created_at },
    { header: "Position", value: (r) => listingTitle(str(r.listing_id)) },
    { header: "Full name", value: (r) => r.full_name },
    { header: "Email", value: (r) => r.email },
    { header: "Phone", value: (r) => r.phone },
    { header: "Years of experience", value: (r) => r.experience_years },
    { header: "Address", value: (r) => r.address },
    { header: "Last company", value: (r) => r.last_company },
    { header: "Résumé file", value: (r) => r.resume_original_name },
    { header: "Résumé type", value: (r) => r.resume_mime },
    { header: "Résumé size (bytes)", value: (r) => r.resume_size },
    { header: "Résumé SHA-256", value: (r) => r.resume_sha256 },
    ...sourceExportColumns,
    { header: "Status", value: (_r, x) => x.status },
    { header: "Assignee", value: (_r, x) => x.assignee },
  ],
  toColumns(f) {
    const a = f as Extract<SubmissionFields, { kind: "application" }>["fields"];
    return {
      listing_id: a.listingId,
      // The revision of the listing the applicant read when applying (null for none known).
      listing_revision: findListing(a.listingId)?.revision ?? null,
      full_name: a.fullName,
      email: a.email,
      phone: a.phone,
      experience_years: a.experienceYears,
      address: a.address,
      last_company: a.lastCompany,
      resume_file: a.resume.file,
      resume_original_name: a.resume.originalName,
      resume_size: a.resume.size,
      resume_mime: a.resume.mime,
    };
  },
  toFields: (r) => ({
    kind: "application",
    fields: {
      listingId: str(r.listing_id),
      fullName: str(r.full_name),
      email: str(r.email),
      phone: str(r.phone),
      experienceYears: str(r.experience_years),
      address: str(r.address),
      lastCompany: str(r.last_company),
      resume: {
        file: str(r.resume_file),
        originalName: str(r.resume_original_name),
        size: Number(r.resume_size),
        mime: str(r.resume_mime),
      },
    },
  }),
  files: (r) => (r.resume_file ? [str(r.resume_file)] : []),
  ...common,
};

export const registry: Record<SubmissionKind, KindDefinition> = { quote, contact, application };

/** The kinds, in the one order of contracts/workspace.ts. */
export const kinds = submissionKinds.map((k) => registry[k]);

export const canSee = (roles: readonly Role[], kind: SubmissionKind) =>
  registry[kind].roles.some((r) => roles.includes(r));
