/**
 * Upload slots and refusals over real sockets (docs/reliability.md U8; decision 109): the app
 * listens on 127.0.0.1, clients are node:http and node:net, and each client is still sending its
 * résumé when the server decides. A refused client must read its whole answer (429, JSON,
 * Retry-After) and never meet a reset; a body too large to read is cut after its answer.
 */
import { once } from "node:events";
import { request, type ClientRequest, type IncomingHttpHeaders } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import { DISCARD_MAX_BYTES, drain } from "./connections";
import { describeDb, multipart, pdfOfSize, validApplicationFields, type TestApp } from "../../tests/support/server";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every client socket a test opened, destroyed after it (before its app is closed). */
const opened: (Socket | ClientRequest)[] = [];
const closeClients = () => {
  for (const s of opened.splice(0)) s.destroy();
};

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  return (t.app.server.address() as { port: number }).port;
}

interface Answer {
  status: number | null;
  headers: IncomingHttpHeaders;
  body: string;
  /** A network error instead of (or after) the answer: EPIPE, ECONNRESET... */
  error: string | null;
  /** Bytes of the body handed to the socket before the answer arrived. */
  sentBeforeAnswer: number;
}

/**
 * One application posted by node:http in 64 KiB chunks, one every `everyMs`, so the client is
 * still sending when the server answers; resolves once the answer was read (or failed).
 */
function postSlowly(port: number, i: number, size: number, everyMs: number, headers: Record<string, string> = {}) {
  const fields = validApplicationFields({ email: `campus-${i}@example.com`, lastCompany: `Client ${i}` });
  const mp = multipart(fields, [{ filename: `cv-${i}.pdf`, content: pdfOfSize(size), type: "application/pdf" }]);
  return new Promise<Answer>((resolve) => {
    const answer: Answer = { status: null, headers: {}, body: "", error: null, sentBeforeAnswer: 0 };
    let sent = 0;
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/applications",
      agent: false,
      headers: { accept: "application/json", "content-length": mp.payload.length, ...mp.headers, ...headers },
    });
    opened.push(req);
    req.on("response", (res) => {
      answer.status = res.statusCode ?? null;
      answer.headers = res.headers;
      answer.sentBeforeAnswer = sent;
      res.setEncoding("utf8");
      res.on("data", (d: string) => (answer.body += d));
      res.on("end", () => resolve(answer));
      res.on("error", (e: NodeJS.ErrnoException) => resolve({ ...answer, error: e.code ?? e.message }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => resolve({ ...answer, error: e.code ?? e.message }));
    const step = () => {
      if (req.destroyed) return;
      if (sent >= mp.payload.length) return void req.end();
      const chunk = mp.payload.subarray(sent, sent + 64 * 1024);
      sent += chunk.length;
      req.write(chunk);
      setTimeout(step, everyMs);
    };
    step();
  });
}

/** A raw socket that sends a multipart head declaring `length` bytes, then `body`; records what comes back. */
function rawUpload(port: number, length: number | "chunked", body: Buffer) {
  // allowHalfOpen: the client goes on sending after the server's FIN, as a browser uploading does.
  const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  opened.push(socket);
  const t0 = Date.now();
  let data = "";
  let error: string | null = null;
  socket.on("data", (d: Buffer) => (data += d.toString("latin1")));
  socket.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
  const closed = new Promise<number>((r) => socket.once("close", () => r(Date.now() - t0)));
  /** The server's FIN (or the connection gone). */
  const ended = new Promise<number>((r) => {
    socket.once("end", () => r(Date.now() - t0));
    socket.once("close", () => r(Date.now() - t0));
  });
  const framing = length === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`;
  socket.write(
    `POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\n${framing}\r\n\r\n`,
  );
  const write = (b: Buffer) =>
    socket.write(
      length === "chunked" ? Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from("\r\n")]) : b,
    );
  if (body.length) write(body);
  return {
    socket,
    closed,
    ended,
    write,
    get data() {
      return data;
    },
    get error() {
      return error;
    },
  };
}

/** Connections the server holds open. */
const connections = (t: TestApp) =>
  new Promise<number>((resolve, reject) => t.app.server.getConnections((e, n) => (e ? reject(e) : resolve(n))));

const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, sleep(ms).then(() => Infinity)]);

const statusOf = (data: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);

describeDb("upload slots over real sockets", (suite) => {
  afterEach(closeClients);

  it("more concurrent uploads from one address than allowed: every client reads its whole answer, 201 or 429 with JSON and Retry-After, none a reset", async () => {
    const t = await suite.app({ env: { UPLOADS_PER_ADDRESS: "3", RATE_LIMIT_APPLICATIONS: "1000/1h" } });
    const port = await listen(t);
    // Ten clients at once from 127.0.0.1, each sending 1-2 MB over ~0.3-0.6 s.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postSlowly(port, i, 1_000_000 + i * 100_000, 10)),
    );
    const summary = answers.map((a) => a.error ?? a.status);
    expect(
      answers.filter((a) => a.error),
      JSON.stringify(summary),
    ).toEqual([]);
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted.length + refused.length, JSON.stringify(summary)).toBe(answers.length);
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(JSON.parse(a.body)).toMatchObject({
        error: "rate_limited",
        message: "Several applications are being uploaded from your network right now. Please try again in a moment.",
      });
      expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);
      expect(a.headers.connection).toBe("close");
      // Answered while the client was still sending, not after it gave up.
      expect(a.sentBeforeAnswer).toBeLessThan(1_000_000);
    }
    // Every acknowledged application is stored, and nothing else.
    const rows = await t.app.db.selectFrom("applications").select("id").execute();
    expect(rows.length).toBe(accepted.length);
    expect(rows.map((r) => r.id).sort()).toEqual(accepted.map((a) => (JSON.parse(a.body) as { id: string }).id).sort());
  }, 30_000);
});

describeDb("refused uploads: what is read and what is cut", (suite) => {
  // Registered after describeDb's own afterEach, so it runs first: clients go before their app.
  afterEach(closeClients);

  it("a refused body is answered at once, read to its end, then the connection closes; slots come back", async () => {
    const t = await suite.app({ env: { UPLOADS_PER_ADDRESS: "1" } });
    const port = await listen(t);
    const size = 1_500_000;
    const holder = rawUpload(port, size, Buffer.from("--b\r\n"));
    await sleep(200);
    const refused = rawUpload(port, size, Buffer.alloc(64 * 1024, 0x20));
    await sleep(300);
    expect(statusOf(refused.data)).toBe(429); // answered at once, with most of the body still owed
    expect(await connections(t)).toBe(2); // and the server goes on reading it
    for (let sent = 64 * 1024; sent < size; sent += 64 * 1024) {
      refused.write(Buffer.alloc(Math.min(64 * 1024, size - sent), 0x20));
      await sleep(2);
    }
    const deadline = Date.now() + 3000;
    while ((await connections(t)) > 1 && Date.now() < deadline) await sleep(25);
    expect(await connections(t)).toBe(1); // closed by the server once the body was read
    refused.socket.end();
    expect(await within(refused.closed, 3000)).toBeLessThan(Infinity);
    expect(refused.error).toBeNull(); // never a reset, never EPIPE
    holder.socket.destroy();
    await sleep(200);
    // The holder's slot is free again.
    const next = await postSlowly(port, 99, 200_000, 0);
    expect(next.status).toBe(201);
  }, 20_000);

  it("a body declared larger than can be read is answered, then cut at once", async () => {
    const t = await suite.app({ env: { UPLOADS_PER_ADDRESS: "1" } });
    const port = await listen(t);
    rawUpload(port, 1_000_000, Buffer.from("--b\r\n"));
    await sleep(200);
    const huge = rawUpload(port, DISCARD_MAX_BYTES + 1, Buffer.alloc(16 * 1024, 0x20));
    expect(await within(huge.ended, 3000)).toBeLessThan(3000);
    expect(statusOf(huge.data)).toBe(429);
    await sleep(100);
    expect(await connections(t)).toBe(1); // only the holder's
  }, 20_000);

  it("a chunked body found larger than can be read is cut once it passes the limit", async () => {
    const t = await suite.app({ env: { UPLOADS_PER_ADDRESS: "1" } });
    const port = await listen(t);
    rawUpload(port, 1_000_000, Buffer.from("--b\r\n"));
    await sleep(200);
    const endless = rawUpload(port, "chunked", Buffer.alloc(0));
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    while (!endless.socket.destroyed && !endless.error && sent < 4 * DISCARD_MAX_BYTES) {
      if (!endless.write(chunk)) await Promise.race([once(endless.socket, "drain").catch(() => {}), endless.closed]);
      sent += chunk.length;
    }
    await within(endless.closed, 3000);
    expect(endless.socket.destroyed).toBe(true);
    expect(sent).toBeLessThan(4 * DISCARD_MAX_BYTES); // cut, not read without end
    expect(await connections(t)).toBe(1);
  }, 20_000);

  it("a refused body that drips is still cut at REQUEST_TIMEOUT_MS", async () => {
    const t = await suite.app({ env: { UPLOADS_PER_ADDRESS: "1", REQUEST_TIMEOUT_MS: "2000" } });
    const port = await listen(t);
    const holder = rawUpload(port, 1_000_000, Buffer.from("--b\r\n"));
    await sleep(100);
    const dripping = rawUpload(port, 1_000_000, Buffer.alloc(1024, 0x20));
    const drip = setInterval(() => dripping.write(Buffer.from(" ")), 200);
    try {
      await sleep(300);
      expect(statusOf(dripping.data)).toBe(429);
      holder.socket.destroy();
      // The deadline counts from the connection's opening: 2 s, plus up to the 1 s check.
      const t0 = Date.now();
      while ((await connections(t)) > 0 && Date.now() - t0 < 4000) await sleep(50);
      expect(await connections(t)).toBe(0);
      expect(Date.now() - t0).toBeLessThan(3000);
    } finally {
      clearInterval(drip);
    }
  }, 20_000);

  it("when the server closes, a refused body still arriving gets a short grace, not the whole deadline", async () => {
    // SHUTDOWN_TIMEOUT_MS=4000: a grace of 1 s; the deadline (20 s) would hold the close far longer.
    const t = await suite.app({
      env: { UPLOADS_PER_ADDRESS: "1", REQUEST_TIMEOUT_MS: "20000", SHUTDOWN_TIMEOUT_MS: "4000" },
    });
    const port = await listen(t);
    const holder = rawUpload(port, 1_000_000, Buffer.from("--b\r\n"));
    await sleep(100);
    const dripping = rawUpload(port, 1_000_000, Buffer.alloc(1024, 0x20));
    const drip = setInterval(() => dripping.write(Buffer.from(" ")), 100);
    try {
      await sleep(300);
      expect(statusOf(dripping.data)).toBe(429);
      holder.socket.destroy(); // an accepted upload in flight would hold the close by itself
      await sleep(100);
      const t0 = Date.now();
      await t.app.close();
      expect(Date.now() - t0).toBeLessThan(2500);
    } finally {
      clearInterval(drip);
    }
  }, 30_000);

  it("the process-wide cap refuses an upload from another address with its own message", async () => {
    const t = await suite.app({
      env: { UPLOADS_PER_ADDRESS: "2", UPLOADS_TOTAL: "2", TRUST_PROXY: "127.0.0.1" },
    });
    const port = await listen(t);
    const holders = ["198.51.100.1", "198.51.100.2"].map((ip, i) =>
      postSlowly(port, i, 1_000_000, 100, { "x-forwarded-for": ip }),
    );
    await sleep(300);
    const other = await postSlowly(port, 2, 300_000, 5, { "x-forwarded-for": "198.51.100.3" });
    expect(other.error).toBeNull();
    expect(other.status).toBe(429);
    expect(JSON.parse(other.body).message).toBe(
      "Many applications are being uploaded right now. Please try again in a moment.",
    );
    expect((await Promise.all(holders)).map((a) => a.status)).toEqual([201, 201]);
  }, 30_000);
});

it("UPLOADS_PER_ADDRESS and UPLOADS_TOTAL: defaults fit a campus, and one may not exceed the other", () => {
  expect(loadConfig({ NODE_ENV: "test" }).uploads).toEqual({ perAddress: 20, total: 64 });
  expect(loadConfig({ NODE_ENV: "test", UPLOADS_PER_ADDRESS: "8", UPLOADS_TOTAL: "8" }).uploads).toEqual({
    perAddress: 8,
    total: 8,
  });
  expect(() => loadConfig({ NODE_ENV: "test", UPLOADS_PER_ADDRESS: "100" })).toThrow(ConfigError);
  expect(() => loadConfig({ NODE_ENV: "test", UPLOADS_PER_ADDRESS: "0" })).toThrow(ConfigError);
});

describeDb("the drain before a shutdown", (suite) => {
  afterEach(closeClients);

  it("waits for a connection accepted before SIGTERM to send its request, and answers it 503 rather than resetting it", async () => {
    const t = await suite.app();
    const port = await listen(t);
    // A client that connected but has not sent its request yet (its process was starved, or the
    // server's was: the request is still on its way when SIGTERM arrives).
    const socket = connect(port, "127.0.0.1");
    opened.push(socket);
    await once(socket, "connect");
    let data = "";
    socket.on("data", (c: Buffer) => (data += c.toString("latin1")));
    await expect.poll(() => t.app.state.silent.size).toBe(1);
    t.app.state.shuttingDown = true;
    let drained = false;
    const draining = drain(t.app, 10_000).then(() => (drained = true));
    // Quiet well past the 250 ms and 150 ms the drain waits for otherwise: it still waits.
    await sleep(600);
    expect(drained).toBe(false);
    socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    await draining;
    await expect.poll(() => data).toMatch(/^HTTP\/1\.1 503 /);
    expect(t.app.state.silent.size).toBe(0);
  });
});
