/**
 * The outgoing request guard: every private, loopback and link-local address is refused before any
 * connection is made (literal, or behind a name that resolves to one), redirects are not followed,
 * deadlines and the answer cap hold. Only 127.0.0.1 is ever connected to here; the refused
 * addresses are refused before a socket exists.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  defaultGuardOptions,
  guardedPost,
  isForbiddenAddress,
  RequestFailure,
  urlProblem,
  type GuardOptions,
} from "./guard";

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ port: number; hits: () => number }> {
  let hits = 0;
  const s = createServer((req, res) => {
    hits++;
    handler!(req, res);
  });
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  return { port: (s.address() as AddressInfo).port, hits: () => hits };
}

const strict: GuardOptions = { ...defaultGuardOptions, connectTimeoutMs: 1000, answerTimeoutMs: 1000 };
/** Names resolve through this table only, never through real DNS. */
const names =
  (table: Record<string, string[]>) =>
  async (host: string): Promise<{ address: string; family: number }[]> => {
    const a = table[host];
    if (!a) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return a.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };

async function refusal(url: string, o: GuardOptions = strict): Promise<RequestFailure> {
  try {
    await guardedPost(url, {}, "{}", o);
  } catch (e) {
    return e as RequestFailure;
  }
  throw new Error(`${url} was not refused`);
}

describe("the private-address table", () => {
  const table: [string, string][] = [
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback range"],
    ["::1", "IPv6 loopback"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["10.0.0.1", "10/8"],
    ["10.255.255.254", "10/8, top"],
    ["172.16.0.1", "172.16/12"],
    ["172.31.255.254", "172.16/12, top"],
    ["192.168.0.1", "192.168/16"],
    ["192.168.255.254", "192.168/16, top"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["169.254.0.1", "169.254/16"],
    ["fe80::1", "IPv6 link-local"],
    ["fd00::1", "IPv6 unique local"],
    ["0.0.0.0", "unspecified"],
    ["100.64.0.1", "shared address space"],
    ["::ffff:10.0.0.1", "IPv4-mapped 10/8"],
  ];

  it.each(table)("%s (%s) is refused before connecting", async (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
    const host = address.includes(":") ? `[${address}]` : address;
    const f = await refusal(`https://${host}/hook`);
    expect(f).toBeInstanceOf(RequestFailure);
    expect(f.code).toBe("refused_address");
  });

  it("public addresses pass the check", () => {
    for (const a of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "192.169.0.1", "11.0.0.1", "2606:4700:4700::1111"])
      expect(isForbiddenAddress(a), a).toBe(false);
  });

  it("a name that resolves to a private address is refused, even when another of its addresses is public", async () => {
    const resolve = names({
      "internal.example.test": ["10.1.2.3"],
      "mixed.example.test": ["93.184.216.34", "192.168.1.20"],
      "meta.example.test": ["169.254.169.254"],
    });
    for (const host of ["internal.example.test", "mixed.example.test", "meta.example.test"]) {
      const f = await refusal(`https://${host}/hook`, { ...strict, resolve });
      expect(f.code, host).toBe("refused_address");
    }
  });

  it("localhost, resolved by the system, is refused", async () => {
    const f = await refusal("https://localhost/hook");
    expect(f.code).toBe("refused_address");
  });

  it("http:// and URLs with credentials are refused unless private addresses are allowed for testing", () => {
    expect(urlProblem("http://hooks.example.com/x", false)).toMatch(/https/);
    expect(urlProblem("https://user:pw@hooks.example.com/x", false)).toMatch(/user name/);
    expect(urlProblem("ftp://hooks.example.com/x", true)).toMatch(/https/);
    expect(urlProblem("not a url", false)).toMatch(/full URL/);
    expect(urlProblem("https://hooks.example.com/x", false)).toBeNull();
    expect(urlProblem("http://127.0.0.1:9/x", true)).toBeNull();
  });
});

describe("requests through the guard (to 127.0.0.1, allowed for the test)", () => {
  const local: GuardOptions = { ...strict, allowPrivate: true };

  it("a redirect is not followed, even to an address that would be allowed", async () => {
    const target = await serve((_req, res) => res.end("should never be reached"));
    const redirector = await serve((_req, res) =>
      res.writeHead(302, { location: `http://127.0.0.1:${target.port}/` }).end(),
    );
    const a = await guardedPost(`http://127.0.0.1:${redirector.port}/`, {}, "{}", local);
    expect(a.status).toBe(302);
    expect(target.hits()).toBe(0);
    // And a redirect towards a private address from a "public" name is refused at the first hop's answer.
    const viaName = await guardedPost(`http://public.example.test:${redirector.port}/`, {}, "{}", {
      ...local,
      resolve: names({ "public.example.test": ["127.0.0.1"] }),
    });
    expect(viaName.status).toBe(302);
    expect(target.hits()).toBe(0);
  });

  it("the connection goes to the address that was checked (pinned), whatever the name", async () => {
    const s = await serve((req, res) => res.end(`host=${req.headers.host}`));
    const a = await guardedPost(`http://pinned.example.test:${s.port}/`, {}, "{}", {
      ...local,
      resolve: names({ "pinned.example.test": ["127.0.0.1"] }),
    });
    expect(a.status).toBe(200);
    expect(a.body).toBe(`host=pinned.example.test:${s.port}`);
  });

  it("an answer that never comes times out", async () => {
    const s = await serve(() => {
      /* never answers */
    });
    const f = await refusal(`http://127.0.0.1:${s.port}/`, { ...local, answerTimeoutMs: 300 });
    expect(f.code).toBe("answer_timeout");
    expect(f.latencyMs).toBeGreaterThanOrEqual(250);
  });

  it("an answer is read up to the cap, and no further", async () => {
    const s = await serve((_req, res) => {
      res.writeHead(200);
      res.write("x".repeat(10_000));
      // Never ends: the cap, not the end, finishes the read.
    });
    const a = await guardedPost(`http://127.0.0.1:${s.port}/`, {}, "{}", { ...local, maxAnswerBytes: 100 });
    expect(a.status).toBe(200);
    expect(a.body.length).toBe(100);
  });

  it("a closed port is a network failure, not a hang", async () => {
    const s = await serve((_req, res) => res.end());
    const port = s.port;
    const server = servers.pop()!;
    await new Promise((r) => server.close(r));
    const f = await refusal(`http://127.0.0.1:${port}/`, local);
    expect(f.code).toBe("network");
    expect(f.message).toMatch(/ECONNREFUSED/);
  });
});
