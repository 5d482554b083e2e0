/**
 * The two messages every (non-spam) submission queues: a notification to the company with
 * Reply-To set to the sender, and an acknowledgement to the sender repeating the response
 * promise. Anyone can type someone else's address into a form, so the acknowledgement carries
 * no text chosen by the sender (not even the name: "Hello," only) and one address receives at
 * most ACKS_PER_ADDRESS_PER_DAY of them (capAcknowledgements); the submission is still stored and
 * the company still notified.
 */
import { listings } from "../../content/careers";
import { absoluteUrl, site } from "../../content/site";
import type { Config } from "../config";
import type { Kysely } from "kysely";
import type { Database, NewOutboxRow, SubmissionKind } from "../db/schema";
import { newId } from "../lib/ids";
import { oneLine } from "./transport";

export interface QuoteFields {
  name: string;
  email: string;
  services: string;
  message: string;
}
export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export interface ApplicationFields {
  listingId: string;
  fullName: string;
  email: string;
  phone: string;
  experienceYears: string;
  address: string;
  lastCompany: string;
  resume: { originalName: string; size: number; mime: string; file: string };
}

export type SubmissionFields =
  | { kind: "quote"; fields: QuoteFields }
  | { kind: "contact"; fields: ContactFields }
  | { kind: "application"; fields: ApplicationFields };

const LABEL: Record<SubmissionKind, string> = { quote: "quote request", contact: "message", application: "job application" };

export const listingTitle = (id: string) => listings.find((l) => l.id === id)?.title ?? id;

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`;

function signature(): string {
  return [
    "",
    "--",
    site.name,
    `${site.phone.display} · ${site.email}`,
    absoluteUrl("/"),
  ].join("\n");
}

function notification(s: SubmissionFields, id: string, receivedAt: string): { subject: string; text: string; replyTo: string; senderName: string } {
  const header = [`A new ${LABEL[s.kind]} arrived through the website.`, "", `Reference: ${id}`, `Received: ${receivedAt}`];
  const footer = (name: string) => [
    "",
    `Reply to this e-mail to answer ${oneLine(name)} directly: Reply-To is set to their address.`,
    `The promise on the site: ${site.responsePromise.toLowerCase()}.`,
  ];
  switch (s.kind) {
    case "quote": {
      const f = s.fields;
      return {
        subject: `New quote request from ${oneLine(f.name)} [ref ${id}]`,
        replyTo: f.email,
        senderName: f.name,
        text: [...header, `Name: ${f.name}`, `Email: ${f.email}`, `Services: ${f.services}`, "", "Message:", f.message, ...footer(f.name)].join("\n"),
      };
    }
    case "contact": {
      const f = s.fields;
      return {
        subject: `New contact message: ${oneLine(f.subject)} [ref ${id}]`,
        replyTo: f.email,
        senderName: f.name,
        text: [...header, `Name: ${f.name}`, `Email: ${f.email}`, `Subject: ${f.subject}`, "", "Message:", f.message, ...footer(f.name)].join("\n"),
      };
    }
    case "application": {
      const f = s.fields;
      return {
        subject: `New application for ${listingTitle(f.listingId)} from ${oneLine(f.fullName)} [ref ${id}]`,
        replyTo: f.email,
        senderName: f.fullName,
        text: [
          ...header,
          `Position: ${listingTitle(f.listingId)} (${f.listingId})`,
          `Full name: ${f.fullName}`,
          `Email: ${f.email}`,
          `Phone: ${f.phone}`,
          `Experience: ${f.experienceYears} years`,
          `Address: ${f.address}`,
          `Last company: ${f.lastCompany}`,
          "",
          `Résumé: ${f.resume.originalName} (${f.resume.mime}, ${kb(f.resume.size)}).`,
          "It is not attached. On the server, save a copy with:",
          `  npm run cli -- resume ${id} --out ./resume-${id.slice(0, 8)}`,
          ...footer(f.fullName),
        ].join("\n"),
      };
    }
  }
}

function acknowledgement(s: SubmissionFields, id: string): { subject: string; text: string } {
  const what =
    s.kind === "application"
      ? `your application for the ${listingTitle(s.fields.listingId)} position`
      : s.kind === "quote"
        ? "your quote request"
        : "your message";
  const subject =
    s.kind === "application"
      ? `We received your application – ${site.name}`
      : s.kind === "quote"
        ? `We received your quote request – ${site.name}`
        : `We received your message – ${site.name}`;
  return {
    subject,
    text: [
      "Hello,",
      "",
      `Thank you for contacting ${site.name}. We have received ${what} (reference ${id}).`,
      `${site.responsePromise}.`,
      "",
      "If you did not send this, you can ignore this e-mail: nothing else will be sent to you.",
      signature(),
    ].join("\n"),
  };
}

/** The two outbox rows for one submission. */
export function outboxRowsFor(s: SubmissionFields, submissionId: string, createdAt: string, config: Config): NewOutboxRow[] {
  const n = notification(s, submissionId, createdAt);
  const a = acknowledgement(s, submissionId);
  const company = s.kind === "application" ? config.careersEmail : config.notifyEmail;
  const base = { submission_kind: s.kind, submission_id: submissionId, attempts: 0, next_attempt_at: createdAt, created_at: createdAt };
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
    { ...base, id: newId(), kind: "ack", to_address: ackAddress(s.fields.email), reply_to: company, subject: a.subject, text_body: a.text },
  ];
}

/** Acknowledgements one recipient address may receive in 24 hours. */
export const ACKS_PER_ADDRESS_PER_DAY = 3;

/** The acknowledgement's recipient, lower-cased so the cap cannot be dodged by changing case. */
export const ackAddress = (email: string) => email.trim().toLowerCase();

/**
 * The outbox rows to insert, inside the submission's transaction: the acknowledgement is left
 * out when its address already got ACKS_PER_ADDRESS_PER_DAY in the last 24 hours.
 */
export async function capAcknowledgements(db: Kysely<Database>, rows: NewOutboxRow[], now: number): Promise<NewOutboxRow[]> {
  const ack = rows.find((r) => r.kind === "ack");
  if (!ack) return rows;
  const since = new Date(now - 24 * 3_600_000).toISOString();
  const sent = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .where("kind", "=", "ack")
    .where("to_address", "=", ack.to_address)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return Number(sent?.n ?? 0) >= ACKS_PER_ADDRESS_PER_DAY ? rows.filter((r) => r !== ack) : rows;
}
