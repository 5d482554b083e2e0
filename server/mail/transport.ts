/**
 * How outbox messages leave: SMTP when configured (bounded timeouts per attempt, so a dead or
 * silent server never holds the relay for long), otherwise an .eml file per message in
 * DATA_DIR/mail, where a developer can open it.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { mkdir, open, rename } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { SmtpConfig } from "../config";

export interface OutgoingMail {
  /** The outbox row id; also the Message-ID's local part and the .eml file name. */
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** Submission reference, carried in a header so duplicates can be recognised. */
  submissionRef: string;
  createdAt: string;
}

export interface Mailer {
  readonly kind: "smtp" | "files";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP timeouts: connect, greeting and socket inactivity (docs/reliability.md M2). */
export const SMTP_TIMEOUT_MS = 10_000;

/** Header values built from visitor input are kept on one line (nodemailer encodes them too). */
export const oneLine = (s: string) => s.replace(/[\r\n\u0085\u2028\u2029\t\v\f]+/g, " ").trim();

function message(mail: OutgoingMail, domain: string) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: oneLine(mail.subject),
    text: mail.text,
    messageId: `<${mail.id}@${domain}>`,
    headers: { "X-Submission-Ref": oneLine(mail.submissionRef), "Auto-Submitted": "auto-generated" },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";

export function createSmtpMailer(smtp: SmtpConfig, timeoutMs = SMTP_TIMEOUT_MS): Mailer {
  const transport = nodemailer.createTransport({
    ...(smtp.url ? { url: smtp.url } : { host: smtp.host, port: smtp.port, secure: smtp.secure }),
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? "" } } : {}),
    // One reused connection instead of a handshake per message: an outbox backlog after an
    // SMTP outage drains in seconds, not minutes (docs/reliability.md M1).
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    logger: false,
    debug: false,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transport.sendMail(message(mail, domainOf(mail.from)));
    },
    close() {
      transport.close();
    },
  };
}

/** The file a message becomes under the files transport: <created>-<id>.eml (erasure deletes it by this name). */
export function mailFileName(mail: { id: string; createdAt: string }): string {
  const stamp = mail.createdAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return `${stamp}-${mail.id}.eml`;
}

/** Writes each message to dir/<created>-<id>.eml, atomically (temp file, fsync, rename). */
export function createFileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // Created at start, so a developer finds the folder before the first message.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return {
    kind: "files",
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const info = await transport.sendMail(message(mail, domainOf(mail.from)));
      const raw = info.message as Buffer;
      const final = join(dir, mailFileName(mail));
      const tmp = join(dir, `.${randomUUID()}.tmp`);
      const fh = await open(tmp, "wx", 0o600);
      try {
        await fh.writeFile(raw);
        await fh.sync();
      } finally {
        await fh.close();
      }
      await rename(tmp, final);
    },
    close() {},
  };
}
