/**
 * The two messages every (non-spam) submission queues: a notification to the company with
 * Reply-To set to the sender, and an acknowledgement to the sender repeating the response
 * promise. Anyone can type someone else's address into a form, so the acknowledgement carries
 * no text chosen by the sender (not even the name: "Hello," only) and one address receives at
 * most ACKS_PER_ADDRESS_PER_DAY of them (outboxStatements); the submission is still stored and
 * the company still notified.
 */
import { hiringRounds } from "#content/careers.ts";
import { currentContent, findListing } from "../site/current-content";
import { absoluteUrl, retentionDays, site } from "#content/site.ts";
import type { Config } from "../config";
import { sql, type Kysely } from "kysely";
import { insertRows, prepared, type Statement } from "../db/statements";
import type { Database, NewOutboxRow, SubmissionKind } from "../db/schema";
import { newId } from "../lib/ids";
import { oneLine } from "./transport";
import * as paths from "#content/paths.ts";

/**
 * What the e-mails show of a stored submission, read from its row by the kind's field lines
 * (server/registry.ts): the texts of the fields in the roles name, email and topic, and every
 * field as people read it, in form order.
 */
export interface Notice {
  kind: SubmissionKind;
  /** What one is called ("a new … arrived"). */
  label: string;
  name: string;
  email: string;
  /** The topic in one line (for an application, the position's title). */
  topic: string;
  lines: readonly NoticeLine[];
}

/** One field of a notice, in form order. */
export interface NoticeLine {
  label: string;
  text: string;
  /** The text in one line (an application's position: its title alone). */
  brief: string;
  block: boolean;
  /** Its role among the kind's fields (server/registry.ts), if any. */
  role: "name" | "email" | "topic" | "message" | null;
  /** Shown in a chat alert (server/deliveries/chat.ts): the sender, the e-mail, the topic, and lines marked so. */
  alerted: boolean;
}

/** "We respond within 24 hours" as part of a sentence; an acronym ("IST") keeps its capitals. */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

export const listingTitle = (id: string) => findListing(id)?.title ?? id;

/**
 * The company's published details (phone, e-mail, response promise), as every page shows them
 * now: an editor's change in the workspace reaches the e-mails queued after it too.
 */
const company = () => currentContent().company;

function signature(): string {
  const { phone, email } = company();
  return ["", "--", site.name, `${phone.display} · ${email}`, absoluteUrl(paths.home)].join("\n");
}

const subjects: Record<SubmissionKind, (n: Notice) => string> = {
  quote: (n) => `New quote request from ${oneLine(n.name)}`,
  contact: (n) => `New contact message: ${oneLine(n.topic)}`,
  application: (n) => `New application for ${n.topic} from ${oneLine(n.name)}`,
};

/** What a new submission is announced as: the notification's subject (before its reference) and a chat alert's title. */
export function noticeTitle(n: Notice): string {
  const subject = subjects[n.kind];
  return subject(n);
}

/** After the fields: where the application's résumé is (it is never attached). */
const afterFields = (kind: SubmissionKind, id: string): string[] =>
  kind === "application"
    ? [
        "",
        "The résumé is not attached. Recruiters open it from the application's page in the workspace:",
        `  ${absoluteUrl(`/admin/hiring/${id}`)}`,
        `(or, on the server: npm run cli -- resume ${id} --out ./resume-${id.slice(0, 8)})`,
      ]
    : [];

/**
 * The company's notification: the header, each one-line field as "Label: text", then each block
 * field as "Label:" with its text on the lines below, then the footer.
 */
function notification(
  n: Notice,
  id: string,
  receivedAt: string,
): { subject: string; text: string; replyTo: string; senderName: string } {
  return {
    subject: `${noticeTitle(n)} [ref ${id}]`,
    replyTo: n.email,
    senderName: n.name,
    text: [
      `A new ${n.label} arrived through the website.`,
      "",
      `Reference: ${id}`,
      `Received: ${receivedAt}`,
      ...n.lines.filter((l) => !l.block).map((l) => `${l.label}: ${l.text}`),
      ...n.lines.filter((l) => l.block).flatMap((l) => ["", `${l.label}:`, l.text]),
      ...afterFields(n.kind, id),
      "",
      `Reply to this e-mail to answer ${oneLine(n.name)} directly: Reply-To is set to their address.`,
      `The promise on the site: ${lowerFirst(company().responsePromise)}.`,
    ].join("\n"),
  };
}

function acknowledgement(s: Notice, id: string): { subject: string; text: string } {
  if (s.kind === "application") return applicationAcknowledgement(s.topic, id);
  const what = s.kind === "quote" ? "your quote request" : "your message";
  const subject =
    s.kind === "quote" ? `We received your quote request – ${site.name}` : `We received your message – ${site.name}`;
  return {
    subject,
    text: [
      "Hello,",
      "",
      `Thank you for contacting ${site.name}. We have received ${what} (reference ${id}).`,
      `${company().responsePromise}.`,
      "",
      "If you did not send this, you can ignore this e-mail: nothing else will be sent to you.",
      signature(),
    ].join("\n"),
  };
}

function careersSignature(): string {
  return ["", "--", `${site.name} Careers`, site.careersEmail, absoluteUrl(paths.careers)].join("\n");
}

/**
 * An applicant's acknowledgement: from the careers address, about their application. Like every
 * acknowledgement it carries no text the sender typed (docs/decisions/0021-acknowledgements-carry-no-sender-text.md).
 */
function applicationAcknowledgement(position: string, id: string): { subject: string; text: string } {
  const first = hiringRounds[0]!;
  return {
    subject: `Your application for ${position} – ${site.name}`,
    text: [
      "Hello,",
      "",
      `Thank you for applying to ${site.name}. Your application for the ${position} position has reached our hiring team (reference ${id}).`,
      "",
      `A recruiter reads every application, and we write to you from this address whatever the outcome. ${company().responsePromise}.`,
      "",
      `If your experience matches the role, the next step is ${first.round.toLowerCase()}, the ${first.title.toLowerCase()}. The rounds that follow are described at ${absoluteUrl(paths.hiringProcess)}.`,
      "Please quote the reference if you write to us about this application.",
      "",
      "If you did not apply, reply to this e-mail and we will delete the application.",
      careersSignature(),
    ].join("\n"),
  };
}

/** The e-mail a recruiter can send when moving an applicant to Rejected (shown to them first, in full). */
export function rejectionEmail(listingId: string, id: string): { subject: string; text: string } {
  const months = Math.round(retentionDays.applications / 30.4);
  return {
    subject: `Your application for ${listingTitle(listingId)} – ${site.name}`,
    text: [
      "Hello,",
      "",
      `Thank you for applying for the ${listingTitle(listingId)} position at ${site.name} (reference ${id}), and for the time you gave to it.`,
      "",
      "We have considered your application carefully and have decided not to take it further for this role. We know this is not the news you hoped for.",
      "",
      `New openings are published at ${absoluteUrl(paths.careers)}, and you are welcome to apply again. We keep your application and résumé for ${months} months and then delete them, as our privacy notice explains: ${absoluteUrl(paths.privacy)}.`,
      "",
      "We wish you every success.",
      careersSignature(),
    ].join("\n"),
  };
}

/** The careers address as a sender, with the company's name. */
export const careersSender = (config: Config) =>
  config.careersEmail.includes("<") ? config.careersEmail : `"${site.name} Careers" <${config.careersEmail}>`;

/** The two outbox rows for one submission. */
export function outboxRowsFor(s: Notice, submissionId: string, createdAt: string, config: Config): NewOutboxRow[] {
  const n = notification(s, submissionId, createdAt);
  const a = acknowledgement(s, submissionId);
  const company = s.kind === "application" ? config.careersEmail : config.notifyEmail;
  const base = {
    submission_kind: s.kind,
    submission_id: submissionId,
    attempts: 0,
    next_attempt_at: createdAt,
    created_at: createdAt,
  };
  return [
    {
      ...base,
      id: newId(),
      kind: "notify",
      to_address: company,
      reply_to: n.replyTo,
      subject: n.subject,
      text_body: n.text,
    },
    {
      ...base,
      id: newId(),
      kind: "ack",
      to_address: ackAddress(s.email),
      reply_to: company,
      subject: a.subject,
      text_body: a.text,
      // Applicants hear from the careers address; the others from MAIL_FROM.
      ...(s.kind === "application" ? { from_address: careersSender(config) } : {}),
    },
  ];
}

/** Acknowledgements one recipient address may receive in 24 hours. */
export const ACKS_PER_ADDRESS_PER_DAY = 3;

/** The acknowledgement's recipient, lower-cased so the cap cannot be dodged by changing case. */
export const ackAddress = (email: string) => email.trim().toLowerCase();

/**
 * The statements that queue a submission's messages, inside its transaction: insert every row,
 * then take the acknowledgement out again if its address now has more than
 * ACKS_PER_ADDRESS_PER_DAY of them in the last 24 hours (the one just inserted included, so an
 * address keeps getting them while it had fewer than the cap before). Two statements that need
 * no answer before the next, so a caller can send them with its own in one batch (executeAll).
 */
export function outboxStatements(db: Kysely<Database>, rows: NewOutboxRow[], now: number): Statement[] {
  if (!rows.length) return [];
  const insert = insertRows(db, "outbox", rows);
  const ack = rows.find((r) => r.kind === "ack");
  if (!ack) return [insert];
  return [insert, ackOverCap(db, ack.id, ack.to_address, new Date(now - 24 * 3_600_000).toISOString())];
}

/**
 * Takes the acknowledgement `id` out again when `to` has more than the cap of them since `since`.
 * Run in order, one per submission, each sees the deletions before it. Where a batch's statements
 * go one by one (PostgreSQL), consecutive ones become one statement that ranks each address's
 * acknowledgements of the last 24 hours (oldest first) and deletes those of the batch ranked past
 * the cap: the same number is kept.
 */
const ackOverCap = prepared(
  (db, id: string, to: string, since: string) =>
    db
      .deleteFrom("outbox")
      .where("id", "=", id)
      .where(
        (eb) =>
          eb
            .selectFrom("outbox")
            .select((e) => e.fn.countAll().as("n"))
            .where("kind", "=", "ack")
            .where("to_address", "=", to)
            .where("created_at", ">", since),
        ">",
        ACKS_PER_ADDRESS_PER_DAY,
      ),
  (db, calls) => {
    const since = calls.map(([, , s]) => s).sort()[0]!;
    return db.deleteFrom("outbox").where("id", "in", (eb) =>
      eb
        .selectFrom(
          eb
            .selectFrom("outbox")
            .select([
              "id",
              sql<number>`row_number() over (partition by ${sql.ref("to_address")} order by ${sql.ref("created_at")}, ${sql.ref("id")})`.as(
                "n",
              ),
            ])
            .where("kind", "=", "ack")
            .where("created_at", ">", since)
            .where(
              "to_address",
              "in",
              calls.map(([, to]) => to),
            )
            .as("ranked"),
        )
        .select("ranked.id")
        .where("ranked.n", ">", ACKS_PER_ADDRESS_PER_DAY)
        .where(
          "ranked.id",
          "in",
          calls.map(([id]) => id),
        ),
    );
  },
);
