/**
 * Slow and greedy clients, and the answers Node/Fastify write themselves, against the production
 * bundle over raw sockets (docs/reliability.md: U6, S13, S1).
 *
 * - U6 slow bodies: with REQUEST_TIMEOUT_MS=3000, a request whose headers arrived but whose body
 *   drips in one byte every 400 ms is answered 408 or closed within the timeout (plus the 1 s
 *   the check may take), on every path: the two JSON routes, the upload route, `POST /` and an
 *   unknown API path. The upload's partial file is gone as soon as the connection is, and the
 *   server's open file descriptors are back where they started.
 * - Upload slots: with UPLOADS_PER_ADDRESS=2, a third concurrent upload from one address is
 *   refused with 429 at once, while it is still sending (the rest of its body is read and dropped;
 *   tests/reliability/campus-uploads.test.ts and server/plugins/connections.test.ts go further).
 * - S1 for the process's own answers: a 20 kB header (431), a garbage request line (400) and slow
 *   headers (408) carry the same security headers as every other answer.
 */
import { readdirSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { say, sleep, startServer } from "./harness";
import { record } from "./report";

const TIMEOUT_MS = 3000;
/** Node looks for expired requests every second (app.ts); the deadline itself is TIMEOUT_MS. */
const SLACK_MS = 1500;

interface Raw {
  socket: Socket;
  data: string;
  closedAfterMs: Promise<number>;
}

function open(port: number, head: string, drip?: { everyMs: number; byte: string }): Raw {
  const socket = connect(port, "127.0.0.1");
  const t0 = Date.now();
  const raw: Raw = {
    socket,
    data: "",
    closedAfterMs: new Promise((res) => socket.once("close", () => res(Date.now() - t0))),
  };
  socket.on("data", (d: Buffer) => (raw.data += d.toString("latin1")));
  socket.on("error", () => {});
  socket.write(head);
  if (drip) {
    const timer = setInterval(() => {
      if (socket.destroyed || !socket.writable) clearInterval(timer);
      else socket.write(drip.byte);
    }, drip.everyMs);
    socket.once("close", () => clearInterval(timer));
  }
  return raw;
}

const openFds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

function multipartHead(port: number, boundary: string, length: number): string {
  return (
    `POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n` +
    "x".repeat(64 * 1024)
  );
}

function statusOf(data: string): number | null {
  const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
  return m ? Number(m[1]) : null;
}

function headersOf(data: string): Record<string, string> {
  const head = data.split("\r\n\r\n")[0] ?? "";
  const out: Record<string, string> = {};
  for (const line of head.split("\r\n").slice(1)) {
    const i = line.indexOf(":");
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

describe("U6: slow request bodies are cut at REQUEST_TIMEOUT_MS on every path", () => {
  it("JSON routes, the upload route, POST / and an unknown path: answered 408 or closed in time; no partial file, no fd left", async () => {
    const { server, port, dataDir } = await startServer("u6", { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
    const pid = server.child.pid!;
    await sleep(300);
    const fdsBefore = openFds(pid);
    const uploads = join(dataDir, "uploads");

    const json = (path: string) =>
      open(
        port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: 400\r\n\r\n{"name":"`,
        {
          everyMs: 400,
          byte: "a",
        },
      );
    const cases: [string, Raw][] = [
      ["POST /api/quotes", json("/api/quotes")],
      ["POST /api/contacts", json("/api/contacts")],
      ["POST /", json("/")],
      ["POST /api/nope", json("/api/nope")],
      [
        "POST /api/applications",
        open(port, multipartHead(port, "slowboundary", 5_000_000), { everyMs: 400, byte: "y" }),
      ],
    ];
    await sleep(1000);
    const partWhileUploading = readdirSync(uploads).filter((f) => f.endsWith(".part")).length;
    const closed = await Promise.all(
      cases.map(([, r]) => Promise.race([r.closedAfterMs, sleep(TIMEOUT_MS + 10_000).then(() => Infinity)])),
    );
    await sleep(200);
    const partAfter = readdirSync(uploads).filter((f) => f.endsWith(".part")).length;
    const fdsAfter = openFds(pid);
    for (const [, r] of cases) r.socket.destroy();

    const rows = cases.map(([label, r], i) => ({
      label,
      closedAfterMs: closed[i]!,
      status: statusOf(r.data),
      headers: headersOf(r.data),
    }));
    say(
      `u6: ${rows.map((r) => `${r.label} -> ${r.status ?? "no answer"}, closed after ${r.closedAfterMs} ms`).join("; ")}; .part files ${partWhileUploading} while uploading, ${partAfter} after; fds ${fdsBefore} -> ${fdsAfter}`,
    );
    record("u6-slow-bodies", {
      timeoutMs: TIMEOUT_MS,
      rows: rows.map(({ headers: _h, ...r }) => r),
      partWhileUploading,
      partAfter,
      fdsBefore,
      fdsAfter,
    });

    expect(partWhileUploading).toBe(1); // the upload was really being written
    for (const r of rows) {
      expect(r.closedAfterMs, r.label).toBeLessThanOrEqual(TIMEOUT_MS + SLACK_MS);
      // Answered 408 unless an answer had already gone (404/405 for paths that take no body).
      if (r.status === 408) expect(r.headers["x-content-type-options"], r.label).toBe("nosniff");
    }
    expect(rows.find((r) => r.label === "POST /api/quotes")?.status).toBe(408);
    expect(partAfter).toBe(0);
    expect(fdsAfter).toBeLessThanOrEqual(fdsBefore + 1);
    expect(server.alive).toBe(true);
    await server.kill("SIGTERM");
  }, 40_000);

  it("a third concurrent upload from one address is refused with 429 at once, while still sending", async () => {
    const { server, port, dataDir } = await startServer("u6b", {
      REQUEST_TIMEOUT_MS: "20000",
      UPLOADS_PER_ADDRESS: "2",
    });
    const held = [0, 1].map((i) => open(port, multipartHead(port, `held${i}`, 5_000_000), { everyMs: 200, byte: "y" }));
    await sleep(500);
    const third = open(port, multipartHead(port, "third", 5_000_000));
    const thirdClosed = await Promise.race([third.closedAfterMs, sleep(5000).then(() => Infinity)]);
    const heldOpen = held.map((h) => !h.socket.destroyed && h.data === "");
    for (const h of held) h.socket.destroy();
    await sleep(300);
    // The slots are free again once those uploads ended.
    const fourth = open(port, multipartHead(port, "fourth", 70_000));
    await sleep(800);
    const fourthStatus = statusOf(fourth.data);
    fourth.socket.destroy();
    await sleep(200);
    const partLeft = readdirSync(join(dataDir, "uploads")).filter((f) => f.endsWith(".part")).length;
    say(
      `upload slots: third -> ${statusOf(third.data)} after ${thirdClosed} ms (retry-after ${headersOf(third.data)["retry-after"]}); held uploads still open: ${heldOpen.join(", ")}; after they ended: ${fourthStatus ?? "accepted, reading"}; .part left ${partLeft}`,
    );
    expect(statusOf(third.data)).toBe(429);
    expect(headersOf(third.data)["retry-after"]).toBeDefined();
    expect(thirdClosed).toBeLessThan(5000);
    expect(heldOpen).toEqual([true, true]);
    expect(fourthStatus).not.toBe(429);
    expect(partLeft).toBe(0);
    await server.kill("SIGTERM");
  }, 30_000);
});

describe("S1: the answers Node and Fastify write themselves carry the security headers", () => {
  it("431 for a 20 kB header, 400 for a garbage request line, 408 for slow headers", async () => {
    const { server, port } = await startServer("s1", { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
    const huge = open(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    const garbage = open(port, "\x16\x03\x01 NOT HTTP AT ALL\r\n\r\n");
    const slow = open(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Slow: `, { everyMs: 400, byte: "a" });
    const within = (r: Raw, ms: number) => Promise.race([r.closedAfterMs, sleep(ms).then(() => Infinity)]);
    const [t1, t2, t3] = await Promise.all([
      within(huge, 5000),
      within(garbage, 5000),
      within(slow, TIMEOUT_MS + 5000),
    ]);
    await server.kill("SIGTERM");
    const rows = [
      ["huge header", huge, t1] as const,
      ["garbage line", garbage, t2] as const,
      ["slow headers", slow, t3] as const,
    ].map(([label, r, t]) => ({ label, status: statusOf(r.data), closedAfterMs: t, headers: headersOf(r.data) }));
    say(
      `s1 raw: ${rows.map((r) => `${r.label} -> ${r.status} (${Object.keys(r.headers).length} headers), closed after ${r.closedAfterMs} ms`).join("; ")}`,
    );
    record("s1-raw-answers", { rows });
    expect(rows.map((r) => r.status)).toEqual([431, 400, 408]);
    for (const r of rows) {
      expect(r.headers["x-content-type-options"], r.label).toBe("nosniff");
      expect(r.headers["content-security-policy"], r.label).toContain("frame-ancestors 'none'");
      expect(r.headers["x-frame-options"], r.label).toBe("DENY");
      expect(r.headers["referrer-policy"], r.label).toBe("strict-origin-when-cross-origin");
      expect(r.headers["cache-control"], r.label).toBe("no-store");
      expect(r.closedAfterMs, r.label).toBeLessThanOrEqual(TIMEOUT_MS + SLACK_MS);
    }
  }, 30_000);
});
