/**
 * The command-line tool: `npm run cli -- <command>`. Uses the same environment as the server
 * (DATA_DIR for SQLite, or DATABASE_URL) and runs the migrations first.
 */
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import {
  AdminError,
  copyResume,
  exportCsv,
  issueCertificate,
  listCertificates,
  listSpam,
  outboxSummary,
  findSubmission,
  retryFailed,
  revokeCertificate,
} from "./operations";
import { purge } from "./purge";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db";
import { serverClock } from "./lib/clock";
import { submissionKinds, type SubmissionKind } from "./db/schema";
import { roles as allRoles, type Role } from "#contracts/workspace.ts";
import { StaffError, StaffService } from "./staff/service";
import { DbThrottleStore } from "./staff/throttle";
import { SpamService } from "./workspace/spam";
import { WorkspaceError, WorkspaceService } from "./workspace/submissions";
import { DestinationError, DestinationService } from "./deliveries/service";
import type { DestinationKind } from "./deliveries/requests";
import { subscribableEvents } from "./events";

export const USAGE = `Usage: npm run cli -- <command>

  certificates issue --name <holder> --programme <programme> --issued <YYYY-MM-DD> [--valid-until <YYYY-MM-DD>]
  certificates revoke <id> [--reason <text>]
  certificates list
  export quotes|contacts|applications [--out <file.csv>] [--include-spam]
  spam list
  spam release [quote|contact|application] <id>   take a submission out of spam and send its e-mails
  resume <application-id> --out <file>            save a copy of an applicant's résumé
  outbox list                                     pending and failed e-mails
  outbox retry-failed                             queue failed e-mails again
  purge [--dry-run]                               delete what is older than the retention periods
  staff invite --email <e> --name <n> --role admin|sales|recruiter|editor [--role ...]
                                                  invite a staff member (the first admin too); prints a
                                                  one-time link, valid 72 hours, as the last line
  staff list                                      staff accounts with roles and status
  staff disable <email>                           disable an account; its sessions end at once
  staff enable <email>                            enable it again
  webhooks add --url <url> --events <e,...> [--name <n>] [--kind webhook|slack|teams|google_chat]
               [--kinds quote,contact,application]
                                                  add a destination; prints its signing secret as the
                                                  last line (shown once)
  webhooks list                                   destinations with their events, state and deliveries

Environment: DATA_DIR (default ./data) or DATABASE_URL; see .env.example.`;

export interface CliIo {
  env: Record<string, string | undefined>;
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

const KIND_BY_EXPORT: Record<string, SubmissionKind> = {
  quotes: "quote",
  contacts: "contact",
  applications: "application",
};

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: "string" },
      programme: { type: "string" },
      issued: { type: "string" },
      "valid-until": { type: "string" },
      reason: { type: "string" },
      out: { type: "string" },
      "include-spam": { type: "boolean" },
      "dry-run": { type: "boolean" },
      email: { type: "string" },
      role: { type: "string", multiple: true },
      url: { type: "string" },
      events: { type: "string" },
      kind: { type: "string" },
      kinds: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, sub, ...rest] = positionals;
  if (values.help || !command || command === "help") {
    io.out(USAGE);
    return command === "help" || values.help ? 0 : 1;
  }

  const config = loadConfig(io.env, io.cwd);
  const now = serverClock(config);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: { warn: (detail, message) => io.err(`${message} ${JSON.stringify(detail)}`) },
  });
  const db = handle.db;
  const uploads = join(config.dataDir, "uploads");
  // Résumés, and the e-mails written as files when there is no SMTP server: erasure deletes both.
  const paths = { uploads, mail: join(config.dataDir, "mail") };
  // The same services the workspace API uses; the server's relay sends what they queue.
  const staff = new StaffService({ db, config, now, throttle: new DbThrottleStore(db), wakeRelay: () => {} });
  const workspace = new WorkspaceService({
    db,
    afterErase: handle.afterErase,
    config,
    now,
    paths,
    wakeRelay: () => {},
  });
  const destinations = new DestinationService({
    db,
    now,
    siteOrigin: config.siteOrigin,
    allowPrivate: config.deliveries.allowPrivate,
    retryWindowMs: config.deliveries.retryWindowMs,
    wake: () => {},
  });
  try {
    switch (`${command} ${sub ?? ""}`.trim()) {
      case "certificates issue": {
        const id = await issueCertificate(
          db,
          {
            name: values.name ?? "",
            programme: values.programme ?? "",
            issued: values.issued ?? "",
            validUntil: values["valid-until"],
          },
          now,
          config.siteOrigin,
        );
        io.out(id);
        return 0;
      }
      case "certificates revoke": {
        const id = rest[0];
        if (!id) throw new AdminError("certificates revoke <id>");
        if (!(await revokeCertificate(db, id, values.reason, now))) throw new AdminError(`No valid certificate ${id}`);
        io.out(`Revoked ${id.toUpperCase()}`);
        return 0;
      }
      case "certificates list": {
        const rows = await listCertificates(db);
        io.out(
          [
            "id\tholder\tprogramme\tissued\tvalid until\tstatus",
            ...rows.map((c) =>
              [
                c.id,
                c.holder_name,
                c.programme,
                c.issued_on,
                c.valid_until ?? "-",
                c.revoked_at ? `revoked ${c.revoked_at.slice(0, 10)}` : "valid",
              ].join("\t"),
            ),
          ].join("\n"),
        );
        return 0;
      }
      case `export ${sub}`: {
        const kind = KIND_BY_EXPORT[sub ?? ""];
        if (!kind) throw new AdminError("export quotes|contacts|applications");
        const { csv, count } = await exportCsv(db, kind, { includeSpam: values["include-spam"] });
        if (values.out) {
          await writeFile(resolve(io.cwd, values.out), csv, { mode: 0o600 });
          io.err(`Wrote ${count} ${sub} to ${values.out}`);
        } else io.out(csv.trimEnd());
        return 0;
      }
      case "spam list": {
        const items = await listSpam(db);
        io.out(
          items.length
            ? [
                "kind\tid\treceived\treason\temail",
                ...items.map((s) => [s.kind, s.id, s.created_at, s.reason ?? "-", s.email].join("\t")),
              ].join("\n")
            : "No submissions are marked as spam.",
        );
        return 0;
      }
      case "spam release": {
        const [a, b] = rest;
        const kind = b ? (a as SubmissionKind) : undefined;
        const id = b ?? a;
        if (!id || (kind && !submissionKinds.includes(kind)))
          throw new AdminError("spam release [quote|contact|application] <id>");
        const k = kind ?? (await findSubmission(db, id))?.kind;
        if (!k) throw new AdminError(`No submission with id ${id}`);
        await new SpamService(workspace).release(null, k, id);
        io.out(`Released ${k} ${id}; its notification and acknowledgement are queued.`);
        return 0;
      }
      case `resume ${sub}`: {
        if (!sub || !values.out) throw new AdminError("resume <application-id> --out <file>");
        const row = await copyResume(db, uploads, sub, resolve(io.cwd, values.out));
        io.out(`Saved ${row.resume_original_name} to ${row.resume_file}`);
        return 0;
      }
      case "outbox list": {
        const s = await outboxSummary(db);
        const line = (r: (typeof s.pending)[number]) =>
          [
            r.id,
            r.kind,
            `${r.submission_kind}/${r.submission_id}`,
            r.attempts,
            r.failed_at ?? r.next_attempt_at,
            r.last_error ?? "",
          ].join("\t");
        io.out(
          [
            `sent: ${s.sent}, pending: ${s.pending.length}, failed: ${s.failed.length}`,
            ...s.pending.map(line),
            ...s.failed.map(line),
          ].join("\n"),
        );
        return 0;
      }
      case "outbox retry-failed": {
        io.out(`Queued ${await retryFailed(db, now())} failed e-mails again.`);
        return 0;
      }
      case "purge": {
        const r = await purge(handle, paths, config, now(), values["dry-run"]);
        io.out(
          `${values["dry-run"] ? "Would delete" : "Deleted"}: ${r.quotes} quotes, ${r.contacts} contact messages, ${r.applications} applications (${r.resumes} résumés), ${r.outbox} e-mails, ${r.idempotencyKeys} idempotency keys.`,
        );
        return 0;
      }
      case "staff invite": {
        const roles = values.role ?? [];
        const bad = roles.filter((r) => !(allRoles as readonly string[]).includes(r));
        if (!values.email || !values.name || !roles.length || bad.length) {
          throw new AdminError(
            `staff invite --email <e> --name <n> --role admin|sales|recruiter|editor [--role ...]${bad.length ? ` (unknown role: ${bad.join(", ")})` : ""}`,
          );
        }
        const r = await staff.invite({ email: values.email, name: values.name, roles: roles as Role[] }, null);
        io.out(`Invited ${r.member.name} <${r.member.email}> as ${r.member.roles.join(", ")}.`);
        io.out(`The link works once, until ${r.expiresAt} (72 hours). An e-mail with it is queued too.`);
        io.out(r.url);
        return 0;
      }
      case "staff list": {
        const items = await staff.listStaff();
        io.out(
          items.length
            ? [
                "email\tname\troles\tstatus\tlast sign-in\tpasskeys",
                ...items.map((m) =>
                  [m.email, m.name, m.roles.join(","), m.status, m.lastSignInAt ?? "-", m.passkeyCount].join("\t"),
                ),
              ].join("\n")
            : "No staff accounts yet. Create the first admin with: staff invite --email <e> --name <n> --role admin",
        );
        return 0;
      }
      case "staff disable": {
        if (!rest[0]) throw new AdminError("staff disable <email>");
        const m = await staff.disable(rest[0], null);
        io.out(`Disabled ${m.email}; its sessions have ended.`);
        return 0;
      }
      case "staff enable": {
        if (!rest[0]) throw new AdminError("staff enable <email>");
        const m = await staff.enable(rest[0], null);
        io.out(
          `${m.email} is ${m.status === "active" ? "active again" : "enabled; it still has to accept an invitation (staff invite)"}.`,
        );
        return 0;
      }
      case "webhooks add": {
        const usage = "webhooks add --url <url> --events <e,...> [--name <n>] [--kind webhook|slack|teams|google_chat]";
        if (!values.url || !values.events) throw new AdminError(`${usage}\nEvents: ${subscribableEvents.join(", ")}`);
        const kind = (values.kind ?? "webhook") as DestinationKind;
        const split = (v: string) =>
          v
            .split(",")
            .map((x) => x.trim())
            .filter(Boolean);
        const created = await destinations.create(
          { id: null },
          {
            name: values.name ?? new URL(values.url).host,
            kind,
            url: values.url,
            events: split(values.events),
            kinds: values.kinds ? split(values.kinds) : undefined,
          },
        );
        const d = created.destination;
        io.out(`Added ${d.kind} destination ${d.id} (${d.name}) for ${d.events.join(", ")}.`);
        io.out("Its signing secret, shown this once (verify webhook-signature with it):");
        io.out(created.secret);
        return 0;
      }
      case "webhooks list": {
        const { items } = await destinations.list();
        io.out(
          items.length
            ? [
                "id\tkind\tname\tstate\tevents\tpending\tdelivered\tfailed\turl",
                ...items.map((d) =>
                  [
                    d.id,
                    d.kind,
                    d.name,
                    d.state,
                    d.events.join(","),
                    d.counts.pending,
                    d.counts.delivered,
                    d.counts.failed,
                    d.url,
                  ].join("\t"),
                ),
              ].join("\n")
            : "No destinations yet. Add one with: webhooks add --url <url> --events <e,...>",
        );
        return 0;
      }
      default:
        io.err(`Unknown command: ${positionals.join(" ")}\n\n${USAGE}`);
        return 1;
    }
  } catch (e) {
    if (e instanceof DestinationError) {
      io.err([e.message, ...Object.entries(e.fields ?? {}).map(([k, v]) => `  ${k}: ${v}`)].join("\n"));
      return 1;
    }
    if (e instanceof AdminError || e instanceof StaffError || e instanceof WorkspaceError) {
      io.err(e.message);
      return 1;
    }
    throw e;
  } finally {
    await handle.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  runCli(process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    out: (t) => process.stdout.write(`${t}\n`),
    err: (t) => process.stderr.write(`${t}\n`),
  }).then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(
        e instanceof ConfigError || e instanceof TypeError
          ? `${(e as Error).message}\n`
          : `Failed: ${e instanceof Error ? e.message : String(e)}\n`,
      );
      process.exit(1);
    },
  );
}
