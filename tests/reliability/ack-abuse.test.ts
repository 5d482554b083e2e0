/**
 * The acknowledgement e-mail cannot be aimed at a third party with the sender's text
 * (docs/reliability.md, S14). Against the production bundle (mail written as .eml files): six
 * contact messages whose name is a phishing line, all giving someone else's address (in
 * varying case). Bar: every submission is stored and the company notified each time; the
 * address receives at most ACKS_PER_ADDRESS_PER_DAY acknowledgements; none of them contains the
 * name, the URL or anything else the sender typed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { ACKS_PER_ADDRESS_PER_DAY } from "#server/mail/messages.ts";
import { validContact } from "../support/server";
import { httpRequest, say, sleep, startServer } from "./harness";
import { record } from "./report";

const PHISH = "Your refund is ready at https://phish.example/claim";
const VICTIM = "someone.else@example.org";

describe("S14: acknowledgements carry no sender text and are capped per address", () => {
  it(`6 contact posts with a phishing name and someone else's address: 6 stored, 6 notifications, at most ${ACKS_PER_ADDRESS_PER_DAY} plain acknowledgements`, async () => {
    const { server, port, dataDir } = await startServer("ack");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const email = i % 2 ? VICTIM.toUpperCase() : VICTIM;
      const body = Buffer.from(
        JSON.stringify(
          validContact({
            name: PHISH,
            email,
            subject: "Refund",
            message: `Claim it now at https://phish.example/claim?n=${i}`,
          }),
        ),
      );
      const r = await httpRequest(port, "POST", "/api/contacts", {
        body,
        headers: { "content-type": "application/json", accept: "application/json" },
      });
      statuses.push(r.status);
    }
    // The relay writes each message as an .eml file; wait until the outbox is empty.
    const db = new SQLite(join(dataDir, "site.db"), { readonly: true });
    const pending = db.prepare("select count(*) as n from outbox where sent_at is null and failed_at is null");
    const deadline = Date.now() + 20_000;
    while ((pending.get() as { n: number }).n > 0 && Date.now() < deadline) await sleep(100);
    const stored = (db.prepare("select count(*) as n from contacts").get() as { n: number }).n;
    db.close();
    await server.kill("SIGTERM");

    const mailDir = join(dataDir, "mail");
    const mails = readdirSync(mailDir)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => readFileSync(join(mailDir, f), "utf8"));
    const toVictim = mails.filter((m) => /^To: .*someone\.else@example\.org/im.test(m));
    const toCompany = mails.filter((m) => !/^To: .*someone\.else@example\.org/im.test(m));
    const leaking = toVictim.filter(
      (m) =>
        /phish|refund|https?:\/\/(?!www\.corvanta)/i.test(
          m
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join("\n"),
        ) || m.includes("Claim it"),
    );
    say(
      `ack abuse: statuses ${statuses.join(" ")}; stored ${stored}; notifications ${toCompany.length}; acknowledgements to the third party ${toVictim.length}; with sender text ${leaking.length}`,
    );
    record("s14-ack-abuse", {
      statuses,
      stored,
      notifications: toCompany.length,
      acknowledgements: toVictim.length,
      leaking: leaking.length,
    });

    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    expect(stored).toBe(6);
    expect(toCompany.length).toBe(6);
    expect(toVictim.length).toBeGreaterThan(0);
    expect(toVictim.length).toBeLessThanOrEqual(ACKS_PER_ADDRESS_PER_DAY);
    expect(leaking).toEqual([]);
    for (const m of toVictim) expect(m).toMatch(/^Hello,$/m);
  }, 60_000);

  it(`12 contact posts at once to one address (committed together): 12 stored, exactly ${ACKS_PER_ADDRESS_PER_DAY} acknowledgements queued`, async () => {
    // Posted together, they share group commits, whose statements travel in one batch
    // (server/db/commit-queue.ts): the cap must still count the acknowledgements queued earlier in
    // the same transaction.
    const { server, port, dataDir } = await startServer("ack-burst");
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        httpRequest(port, "POST", "/api/contacts", {
          body: Buffer.from(JSON.stringify(validContact({ email: i % 2 ? VICTIM.toUpperCase() : VICTIM }))),
          headers: { "content-type": "application/json", accept: "application/json" },
        }).then((r) => r.status),
      ),
    );
    await server.kill("SIGTERM");
    const db = new SQLite(join(dataDir, "site.db"), { readonly: true });
    const count = (q: string) => (db.prepare(q).get() as { n: number }).n;
    const stored = count("select count(*) as n from contacts");
    const acks = count(`select count(*) as n from outbox where kind = 'ack' and to_address = '${VICTIM}'`);
    const notifications = count("select count(*) as n from outbox where kind <> 'ack'");
    db.close();
    say(`ack burst: stored ${stored}; acknowledgements queued ${acks}; notifications ${notifications}`);
    expect(statuses).toEqual(Array(12).fill(201));
    expect(stored).toBe(12);
    expect(notifications).toBe(12);
    expect(acks).toBe(ACKS_PER_ADDRESS_PER_DAY);
  }, 60_000);
});
