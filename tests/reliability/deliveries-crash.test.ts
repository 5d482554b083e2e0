/**
 * Deliveries survive kill -9 (docs/deliveries.md, decision 0113): the production bundle with a
 * webhook destination pointing at a real receiver on 127.0.0.1 that verifies every request with
 * the Standard Webhooks library and answers slowly, so kills land while deliveries are in flight.
 * Quotes are posted while the server is SIGKILLed twice and restarted. Afterwards every quote whose
 * 201 came back reaches the receiver at least once, verified, and all copies of one quote carry the
 * same webhook-id (a receiver can drop the duplicates). DELIVERY_LEASE_MS is short here, so what
 * a killed process had claimed is sent again within seconds.
 */
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "#server/cli.ts";
import { Receiver } from "../support/receiver";
import { ServerProcess, baseEnv, bundleServer, freePort, httpRequest, say, sleep, tempDir } from "./harness";

const receivers: Receiver[] = [];
afterEach(async () => {
  for (const r of receivers.splice(0)) await r.stop();
});

describe("deliveries under kill -9", () => {
  it("every acknowledged quote is delivered at least once, verified, with one webhook-id per event", async () => {
    const { main } = await bundleServer();
    const receiver = await new Receiver().start();
    receivers.push(receiver);
    receiver.delayMs = 40;
    const dataDir = tempDir("deliveries-crash");
    const port = await freePort();
    const env = {
      ...baseEnv(dataDir, port, tempDir("site")),
      DELIVERY_ALLOW_PRIVATE: "true",
      DELIVERY_LEASE_MS: "5000",
    };
    const out: string[] = [];
    const added = await runCli(["webhooks", "add", "--url", receiver.url, "--events", "quote.received"], {
      env: { ...env, LOG_LEVEL: "warn" },
      cwd: process.cwd(),
      out: (s) => out.push(s),
      err: (s) => out.push(s),
    });
    expect(added, out.join("\n")).toBe(0);
    receiver.secrets = [out.at(-1)!.trim()];

    let server = await ServerProcess.start(main, env, { timeoutMs: 90_000 });
    const acked = new Set<string>();
    let attempted = 0;
    const started = Date.now();
    const post = async (i: number) => {
      attempted++;
      const body = Buffer.from(
        JSON.stringify({
          name: `Crash Test ${i}`,
          email: `crash${i}@example.com`,
          services: "Web development",
          message: `Quote ${i} posted while the server is killed now and then.`,
        }),
      );
      try {
        const r = await httpRequest(port, "POST", "/api/quotes", {
          body,
          headers: { "content-type": "application/json", accept: "application/json" },
          timeoutMs: 5000,
        });
        if (r.status === 201) acked.add((JSON.parse(r.body) as { id: string }).id);
      } catch {
        // The server was killed under this request (or is restarting): not acknowledged, nothing promised.
        await sleep(50);
      }
    };
    const load = (async () => {
      // At least 6 s, the two kills included, and until 60 quotes were acknowledged (at most 45 s).
      for (let i = 0; (Date.now() - started < 6000 || acked.size < 60) && Date.now() - started < 45_000; i++) {
        await Promise.all([post(i * 2), post(i * 2 + 1)]);
        await sleep(20);
      }
    })();
    for (const at of [1800, 4000]) {
      await sleep(Math.max(0, started + at - Date.now()));
      await server.kill("SIGKILL");
      await sleep(300);
      server = await ServerProcess.start(main, env, { timeoutMs: 90_000 });
    }
    await load;

    const deadline = Date.now() + 60_000;
    const deliveredIds = () =>
      new Set(receiver.received.map((r) => (r.json as { data?: { id?: string } } | null)?.data?.id ?? ""));
    while (Date.now() < deadline && [...acked].some((id) => !deliveredIds().has(id))) await sleep(250);
    await server.kill("SIGTERM");

    const byQuote = new Map<string, Set<string>>();
    for (const r of receiver.received) {
      expect(r.verifiedWith, r.body).toBe(0);
      const id = (r.json as { data: { id: string } }).data.id;
      byQuote.set(id, (byQuote.get(id) ?? new Set()).add(r.id));
    }
    const lost = [...acked].filter((id) => !byQuote.has(id));
    const duplicates = receiver.received.length - byQuote.size;
    say(
      `[deliveries-crash] attempted ${attempted}, acknowledged ${acked.size}, requests received ${receiver.received.length}, duplicates ${duplicates}, lost ${lost.length}`,
    );
    expect(acked.size).toBeGreaterThan(20);
    expect(lost).toEqual([]);
    for (const [quote, ids] of byQuote) expect(ids.size, `webhook-ids of ${quote}`).toBe(1);
  });
});
