/**
 * One outgoing request of a delivery, guarded against server-side request forgery
 * (docs/decisions/0114-outgoing-request-guard.md): the host's addresses are resolved first and
 * refused if any is private, loopback, link-local or otherwise not public; the connection then goes
 * to the address that was checked (pinned: no second lookup can point it elsewhere); redirects are
 * never followed; connecting and answering have their own deadlines; the answer is read up to a
 * small cap and then cut.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

export interface GuardOptions {
  /** DELIVERY_ALLOW_PRIVATE: local testing only. Lets http:// and non-public addresses through. */
  allowPrivate: boolean;
  connectTimeoutMs: number;
  /** From the start of the request to the end of the answer (or the cap). */
  answerTimeoutMs: number;
  /** Bytes of the answer read at most; the rest is not waited for. */
  maxAnswerBytes: number;
  /** Name resolution (tests give names their own addresses). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

export const defaultGuardOptions: GuardOptions = {
  allowPrivate: false,
  connectTimeoutMs: 5000,
  answerTimeoutMs: 15_000,
  maxAnswerBytes: 4096,
};

export interface Answer {
  status: number;
  latencyMs: number;
  /** The first bytes of the answer (up to maxAnswerBytes), decoded as UTF-8. */
  body: string;
}

/** A request that got no HTTP answer: refused by the guard, or failed on the network. */
export class RequestFailure extends Error {
  constructor(
    readonly code: "refused_url" | "refused_address" | "dns" | "connect_timeout" | "answer_timeout" | "network",
    message: string,
    readonly latencyMs = 0,
  ) {
    super(message);
  }
}

/** Ranges no delivery may reach: RFC 6890 special-purpose blocks that are not globally reachable. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/** Whether an address is one no delivery may reach (IPv4-mapped IPv6 is judged as the IPv4 inside). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, "ipv4");
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hexMapped) {
    const n = (parseInt(hexMapped[1]!, 16) << 16) | parseInt(hexMapped[2]!, 16);
    return blocked.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join("."), "ipv4");
  }
  // ::a.b.c.d (deprecated IPv4-compatible) and the like: never a public destination.
  if (/^::[0-9a-f.]*$/i.test(address) && address !== "::") return true;
  return blocked.check(address, "ipv6");
}

/** Checks a destination URL's form (scheme, no credentials); the address is checked when sending. */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter a full URL, starting with https://.";
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:"))
    return "Only https:// URLs are accepted.";
  if (url.username || url.password) return "A URL must not carry a user name or password.";
  if (raw.length > 2000) return "The URL is too long (2,000 characters at most).";
  return null;
}

const defaultResolve = async (host: string) => dnsLookup(host, { all: true, verbatim: true });

/** The host's addresses, every one of them public, or a RequestFailure. */
export async function resolvePublic(
  host: string,
  o: Pick<GuardOptions, "allowPrivate" | "resolve">,
): Promise<{ address: string; family: number }> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  let addresses: { address: string; family: number }[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await (o.resolve ?? defaultResolve)(bare);
    } catch (e) {
      throw new RequestFailure(
        "dns",
        `The name ${bare} could not be resolved (${(e as { code?: string }).code ?? "error"}).`,
      );
    }
  }
  if (addresses.length === 0) throw new RequestFailure("dns", `The name ${bare} has no address.`);
  if (!o.allowPrivate) {
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad)
      throw new RequestFailure(
        "refused_address",
        `Refused: ${bare} resolves to ${bad.address}, a private, loopback or link-local address.`,
      );
  }
  return addresses[0]!;
}

/**
 * POSTs `body` to `url` through the guard. Resolves with the answer (any status, 3xx included:
 * redirects are not followed), or rejects with a RequestFailure.
 */
export async function guardedPost(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: GuardOptions,
): Promise<Answer> {
  const problem = urlProblem(rawUrl, options.allowPrivate);
  if (problem) throw new RequestFailure("refused_url", problem);
  const url = new URL(rawUrl);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = await resolvePublic(url.hostname, options);
  // Pinned: the socket connects to the address checked above, whatever the name resolves to now.
  const lookup: LookupFunction = (_host, opts, cb) => {
    if ((opts as { all?: boolean }).all)
      (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else cb(null, target.address, target.family);
  };
  const lib = url.protocol === "https:" ? https : http;
  const payload = Buffer.from(body);
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const fail = (f: RequestFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(answerTimer);
      clearTimeout(connectTimer);
      req.destroy();
      reject(f);
    };
    const req = lib.request(url, {
      method: "POST",
      lookup,
      agent: false,
      headers: { ...headers, "content-length": String(payload.length), connection: "close" },
    });
    const connectTimer = setTimeout(
      () =>
        fail(new RequestFailure("connect_timeout", `No connection within ${options.connectTimeoutMs} ms.`, elapsed())),
      options.connectTimeoutMs,
    );
    const answerTimer = setTimeout(
      () => fail(new RequestFailure("answer_timeout", `No answer within ${options.answerTimeoutMs} ms.`, elapsed())),
      options.answerTimeoutMs,
    );
    req.on("socket", (socket) => {
      const connected = () => clearTimeout(connectTimer);
      if (!socket.connecting) connected();
      socket.once("connect", connected);
      socket.once("secureConnect", connected);
    });
    req.on("error", (e: NodeJS.ErrnoException) =>
      fail(new RequestFailure("network", `${e.code ?? "ERROR"}: ${e.message}`, elapsed())),
    );
    req.on("response", (res) => {
      clearTimeout(connectTimer);
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        if (settled) return;
        settled = true;
        clearTimeout(answerTimer);
        const buf = Buffer.concat(chunks).subarray(0, options.maxAnswerBytes);
        resolve({ status: res.statusCode ?? 0, latencyMs: elapsed(), body: buf.toString("utf8") });
        res.destroy();
        req.destroy();
      };
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= options.maxAnswerBytes) finish();
      });
      res.on("end", finish);
      res.on("error", () => finish());
      res.on("close", finish);
    });
    req.end(payload);
  });
}
