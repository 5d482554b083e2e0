/**
 * The registry of submission kinds: for each kind (quote, contact, application) the one
 * description that the public API, the outbox, the CLI and the workspace all read: its label, its
 * form schema and one ordered list of field lines (name, label, column, role, searchable, shown
 * as a block, exported, shown in chat alerts). Everything else is derived from that list here,
 * by the same code for every kind: the row's columns from the submitted fields and back, the inbox
 * line's columns, the search, the CSV export (workspace and CLI), the workspace's detail fields,
 * the notification e-mail's body (mail/messages.ts writes its header, subject, footer and
 * acknowledgement) and the chat alert's card (deliveries/chat.ts).
 * What follows from the kind's name alone is derived from it: its table (the name in the
 * plural), who may see it and the statuses it moves through (contracts/workspace.ts).
 *
 * Adding a field to a form takes: the field in the form's schema (contracts/) and in the form
 * itself (its control, and its name in the kind's field list in
 * app/components/forms/use-form-submission.ts), a migration adding its column (db/migrations.ts,
 * db/schema.ts), and one field line in the kind's list below. Hooks on a line are only for fields
 * that are not one text column (the position, the résumé); registry.test.ts proves a plain new
 * line reaches every derived place.
 */
import type { z } from "zod";
import { applicationSchema, type ApplicationInput } from "#contracts/application.ts";
import { contactSchema, type ContactInput } from "#contracts/contact.ts";
import type { HONEYPOT_FIELD, STARTED_AT_FIELD } from "#contracts/limits.ts";
import { quoteSchema, type QuoteInput } from "#contracts/quote.ts";
import {
  finalStatusesByKind,
  kindRoles,
  seesKind,
  statusLabels,
  statusesByKind,
  submissionKinds,
  type Role,
  type SubmissionKind,
} from "#contracts/workspace.ts";
import type { Config } from "./config";
import type { NewOutboxRow } from "./db/schema";
import { listingTitle, outboxRowsFor, type Notice } from "./mail/messages";
import { findListing } from "./site/current-content";
import { sourceExportColumns } from "./lead-source";
import { toCsv } from "./lib/csv";

/** A kind's table is its name in the plural. */
type Table = `${SubmissionKind}s`;
type Columns = Record<string, unknown>;

/** What a submission's e-mails and events show: the fields its schema accepted, without the spam-defence fields. */
type Submitted<T> = Omit<T, typeof HONEYPOT_FIELD | typeof STARTED_AT_FIELD>;

/** The submitted fields of each kind (the application's résumé is the stored upload). */
export interface FieldsByKind {
  quote: Submitted<QuoteInput>;
  contact: Submitted<ContactInput>;
  application: Submitted<ApplicationInput> & {
    resume: { originalName: string; size: number; mime: string; file: string };
  };
}

export interface SubmissionOf<K extends SubmissionKind> {
  kind: K;
  fields: FieldsByKind[K];
}

/** One submission's kind and fields. */
export type SubmissionFields = { [K in SubmissionKind]: SubmissionOf<K> }[SubmissionKind];

/** One column of a CSV export: its header and its value in a row (`extra`: what the row stores as ids). */
export interface ExportColumn {
  header: string;
  value: (row: Columns, extra: { status: string; assignee: string }) => unknown;
}

/** The columns every export begins with: which submission, and when it arrived. */
const receivedColumns: readonly ExportColumn[] = [
  { header: "Reference", value: (r) => r.id },
  { header: "Received (UTC)", value: (r) => r.created_at },
];
/** The columns every export ends with: where the lead came from, and where it stands. */
const trailingColumns: readonly ExportColumn[] = [
  ...sourceExportColumns,
  { header: "Status", value: (_r, x) => x.status },
  { header: "Assignee", value: (_r, x) => x.assignee },
];

/**
 * What the inbox line and the notification read from a field: the sender's `name` (the
 * notification's sender name), `email` (its Reply-To), the `topic` (its subject) and the
 * `message` (the inbox line's excerpt). Every kind has one field in each role.
 */
export type FieldRole = "name" | "email" | "topic" | "message";

/** One field of a kind, in form order. Only `name` and `label` are required. */
export interface FieldLine<F> {
  /** Its key in the submitted fields (the form's field name). */
  name: keyof F & string;
  /** As people read it: detail view, e-mail, export header. */
  label: string;
  /** Its column in the kind's table (default: the name in snake_case). */
  column?: string;
  role?: FieldRole;
  /** The workspace search looks in its column. */
  searchable?: boolean;
  /** Shown as a block of text after the one-line fields (in the e-mail: "Label:", then the text). */
  block?: boolean;
  /**
   * Shown in chat alerts (server/deliveries/chat.ts) as well as the sender's name, e-mail and the
   * topic, which always are. Alerts leave the workspace: mark only what the team needs at a glance.
   */
  alerted?: boolean;
  /** In the CSV export: by default one column headed by the label; `false` for none; or its own columns. */
  exported?: false | readonly ExportColumn[];
  /** The text people read, from a row (default: the column as text). */
  text?: (row: Columns) => string;
  /** The text in one line: the inbox topic, the e-mail subject, the default export cell (default: `text`, in the export the stored value). */
  brief?: (row: Columns) => string;
  /** The columns it is stored in (default: its column holds the value). Given all the fields. */
  store?: (fields: F) => Columns;
  /** Its value back from a row (default: the column as text). */
  read?: (row: Columns) => F[keyof F];
}

/** One kind as written: generic over its kind, so its field lines are checked against its fields. */
export interface KindSpec<K extends SubmissionKind, F> {
  kind: K;
  /** What one is called ("a new … arrived"). */
  label: string;
  /** The public form's schema (contracts/). */
  schema: z.ZodType;
  fields: readonly FieldLine<F>[];
  /** Files on disk belonging to a row (names inside DATA_DIR/uploads); default none. */
  files?: (row: Columns) => string[];
}

/** A field as the workspace shows it. */
export interface DetailField {
  name: string;
  label: string;
  value: string;
}

/** What the rest of the server reads of a kind, all of it derived from its spec. */
export interface KindDefinition<S = SubmissionFields> {
  kind: SubmissionKind;
  label: string;
  table: Table;
  schema: z.ZodType;
  roles: readonly Role[];
  statuses: readonly string[];
  initialStatus: string;
  finalStatuses: readonly string[];
  /** Columns of the inbox line: the fields in the roles. */
  columns: Record<FieldRole, string>;
  /** The topic as people read it in one line. */
  topicText(row: Columns): string;
  /** Columns the workspace search looks in. */
  searchColumns: readonly string[];
  exportColumns: readonly ExportColumn[];
  /** The fields as the workspace shows them, in form order. */
  detailFields(row: Columns): DetailField[];
  /** Submitted fields back from a stored row (the data of its received event, events.ts). */
  toFields(row: Columns): S;
  files(row: Columns): string[];
  /** The two e-mails (notification and acknowledgement) a stored submission queues, from its columns. */
  outboxRows(row: Columns, id: string, createdAt: string, config: Config): NewOutboxRow[];
  /** The notice of a submission from its fields by name, as its received event carries them (chat alerts). */
  noticeOfFields(fields: Readonly<Record<string, unknown>>): Notice;
}

/** A kind's definition with what stays typed by its fields. */
export type Defined<K extends SubmissionKind, F> = KindDefinition<{ kind: K; fields: F }> & {
  fieldLines: readonly FieldLine<F>[];
  /** Row columns (without the common ones) from submitted fields. */
  toColumns(fields: F): Columns;
};

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** Each line's column, worked out once (rows are made on every submission). */
const columnNames = new WeakMap<object, string>();
const columnOf = <F>(line: FieldLine<F>) => {
  let column = columnNames.get(line);
  if (column === undefined) columnNames.set(line, (column = line.column ?? snakeCase(line.name)));
  return column;
};
const textOf = <F>(line: FieldLine<F>, row: Columns) => (line.text ? line.text(row) : str(row[columnOf(line)]));
const briefOf = <F>(line: FieldLine<F>, row: Columns) => (line.brief ? line.brief(row) : textOf(line, row));

/**
 * The submitted fields from the lines' values: the one cast of the registry. TypeScript cannot
 * type an object assembled key by key from a list (that the lines name every key of F once, each
 * read with its key's type, is beyond what it checks). The lines are the fields' only
 * description, and registry.test.ts reads each kind's row back to exactly its fields.
 */
function fieldsFromLines<F>(lines: readonly FieldLine<F>[], row: Columns): F {
  const fields: Record<string, unknown> = {};
  for (const line of lines) fields[line.name] = line.read ? line.read(row) : str(row[columnOf(line)]);
  return fields as F;
}

/** Derives everything the server reads of a kind from its spec. */
export function define<K extends SubmissionKind, F>(spec: KindSpec<K, F>): Defined<K, F> {
  const lines = spec.fields;
  const roleLine = (role: FieldRole) => {
    const line = lines.find((l) => l.role === role);
    if (!line) throw new Error(`registry: the ${spec.kind} kind has no field in the role "${role}"`);
    return line;
  };
  const byRole = {
    name: roleLine("name"),
    email: roleLine("email"),
    topic: roleLine("topic"),
    message: roleLine("message"),
  };
  const fieldExport = (line: FieldLine<F>): readonly ExportColumn[] =>
    line.exported === false
      ? []
      : (line.exported ?? [{ header: line.label, value: (r) => (line.brief ? line.brief(r) : r[columnOf(line)]) }]);
  const noticeOf = (row: Columns): Notice => ({
    kind: spec.kind,
    label: spec.label,
    name: textOf(byRole.name, row),
    email: textOf(byRole.email, row),
    topic: briefOf(byRole.topic, row),
    lines: lines.map((l) => ({
      label: l.label,
      text: textOf(l, row),
      brief: briefOf(l, row),
      block: l.block === true,
      role: l.role ?? null,
      alerted: (l.role !== undefined && l.role !== "message") || l.alerted === true,
    })),
  });
  const toColumns = (fields: F): Columns => {
    const row: Columns = {};
    for (const l of lines) {
      if (l.store) Object.assign(row, l.store(fields));
      else row[columnOf(l)] = fields[l.name];
    }
    return row;
  };
  return {
    kind: spec.kind,
    label: spec.label,
    table: `${spec.kind}s`,
    schema: spec.schema,
    // Who works a kind and the statuses it moves through are the contracts' (contracts/workspace.ts).
    roles: kindRoles[spec.kind],
    statuses: statusesByKind[spec.kind],
    initialStatus: statusesByKind[spec.kind][0]!,
    finalStatuses: finalStatusesByKind[spec.kind],
    fieldLines: lines,
    columns: {
      name: columnOf(byRole.name),
      email: columnOf(byRole.email),
      topic: columnOf(byRole.topic),
      message: columnOf(byRole.message),
    },
    topicText: (row) => briefOf(byRole.topic, row),
    searchColumns: lines.filter((l) => l.searchable).map(columnOf),
    exportColumns: [...receivedColumns, ...lines.flatMap(fieldExport), ...trailingColumns],
    detailFields: (row) => lines.map((l) => ({ name: l.name, label: l.label, value: textOf(l, row) })),
    toColumns,
    toFields: (row) => ({ kind: spec.kind, fields: fieldsFromLines(lines, row) }),
    files: (row) => (spec.files ? spec.files(row) : []),
    outboxRows: (row, id, createdAt, config) => outboxRowsFor(noticeOf(row), id, createdAt, config),
    // An event's data holds the fields by name, as the form sent them; lines that store several
    // columns read only the keys they need (the résumé's line is never shown in an alert).
    noticeOfFields: (fields) => noticeOf(toColumns(fields as F)),
  };
}

/** The lines of a lead form (quote, contact): who sent it, what it is about, and the message. */
const leadLines = <F extends { name: string; email: string; message: string }>(
  topic: FieldLine<F>,
): readonly FieldLine<F>[] => [
  { name: "name", label: "Name", role: "name", searchable: true },
  { name: "email", label: "Email", role: "email", searchable: true },
  topic,
  { name: "message", label: "Message", role: "message", searchable: true, block: true },
];

const quote: KindSpec<"quote", FieldsByKind["quote"]> = {
  kind: "quote",
  label: "quote request",
  schema: quoteSchema,
  fields: leadLines({ name: "services", label: "Services", role: "topic", searchable: true }),
};

const contact: KindSpec<"contact", FieldsByKind["contact"]> = {
  kind: "contact",
  label: "message",
  schema: contactSchema,
  fields: leadLines({ name: "subject", label: "Subject", role: "topic", searchable: true }),
};

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`;

const application: KindSpec<"application", FieldsByKind["application"]> = {
  kind: "application",
  label: "job application",
  schema: applicationSchema,
  fields: [
    {
      name: "listingId",
      label: "Position",
      role: "topic",
      text: (r) => `${listingTitle(str(r.listing_id))} (${str(r.listing_id)})`,
      brief: (r) => listingTitle(str(r.listing_id)),
      // With the revision of the listing the applicant read when applying (null for none known).
      store: (f) => ({ listing_id: f.listingId, listing_revision: findListing(f.listingId)?.revision ?? null }),
    },
    { name: "fullName", label: "Full name", role: "name", searchable: true },
    { name: "email", label: "Email", role: "email", searchable: true },
    { name: "phone", label: "Phone", searchable: true },
    { name: "experienceYears", label: "Years of experience", alerted: true },
    { name: "address", label: "Address" },
    { name: "lastCompany", label: "Last company", role: "message", searchable: true },
    {
      name: "resume",
      label: "Résumé",
      column: "resume_original_name",
      text: (r) => `${str(r.resume_original_name)} (${str(r.resume_mime)}, ${kb(Number(r.resume_size))})`,
      store: (f) => ({
        resume_file: f.resume.file,
        resume_original_name: f.resume.originalName,
        resume_size: f.resume.size,
        resume_mime: f.resume.mime,
      }),
      read: (r) => ({
        file: str(r.resume_file),
        originalName: str(r.resume_original_name),
        size: Number(r.resume_size),
        mime: str(r.resume_mime),
      }),
      exported: [
        { header: "Résumé file", value: (r) => r.resume_original_name },
        { header: "Résumé type", value: (r) => r.resume_mime },
        { header: "Résumé size (bytes)", value: (r) => r.resume_size },
        { header: "Résumé SHA-256", value: (r) => r.resume_sha256 },
      ],
    },
  ],
  files: (r) => (r.resume_file ? [str(r.resume_file)] : []),
};

/** The kinds as written. */
export const kindSpecs: { [K in SubmissionKind]: KindSpec<K, FieldsByKind[K]> } = { quote, contact, application };

/** The kinds as the server reads them (a mapped type, so `registry[s.kind]` of a `SubmissionOf<K>` is `Defined<K, …>`). */
export const registry: { [K in SubmissionKind]: Defined<K, FieldsByKind[K]> } = {
  quote: define(quote),
  contact: define(contact),
  application: define(application),
};

/** Row columns (without the common ones) from a submission's fields. */
export function toColumns<K extends SubmissionKind>(s: SubmissionOf<K>): Columns {
  return registry[s.kind].toColumns(s.fields);
}

/** The kinds, in the one order of contracts/workspace.ts. */
export const kinds = submissionKinds.map((k) => registry[k]);

export const canSee = seesKind;

const kindOfRow = (r: Columns) => registry[r.kind as SubmissionKind];

/**
 * The columns of an export that holds several kinds (the inbox's, without a kind chosen): what
 * every kind has, each read through the row's own kind (its `kind` column).
 */
export const mixedExportColumns: readonly ExportColumn[] = [
  { header: "Kind", value: (r) => kindOfRow(r).label },
  ...receivedColumns,
  { header: "Name", value: (r) => r[kindOfRow(r).columns.name] },
  { header: "Email", value: (r) => r[kindOfRow(r).columns.email] },
  { header: "Subject or service", value: (r) => r[kindOfRow(r).columns.topic] },
  { header: "Message", value: (r) => r[kindOfRow(r).columns.message] },
  ...trailingColumns,
];

/**
 * Rows as CSV in the given columns, by the one writer (lib/csv.ts): the status by its label, the
 * assignee by the name `staffName` gives (empty for none, or for an account no longer there).
 */
export function exportCsvOf(
  columns: readonly ExportColumn[],
  rows: readonly Columns[],
  staffName: (id: string) => string | undefined,
): string {
  return toCsv(
    columns.map((c) => c.header),
    rows.map((r) => {
      const status = str(r.status);
      const extra = {
        status: statusLabels[status] ?? status,
        assignee: typeof r.assignee_id === "string" ? (staffName(r.assignee_id) ?? "") : "",
      };
      return columns.map((c) => c.value(r, extra));
    }),
  );
}
