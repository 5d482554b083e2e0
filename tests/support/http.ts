import { request } from "node:http";

/** An HTTP answer as it came: status, headers and the body's bytes, not decoded. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One request to a loopback port, answered whole (10 s at most). On a connection of its own
 * unless `keepAlive`, which takes Node's shared agent (for a test that sends thousands).
 */
export function rawRequest(
  port: number,
  path: string,
  {
    headers = {},
    method = "GET",
    body,
    keepAlive = false,
  }: { headers?: Record<string, string>; method?: string; body?: string; keepAlive?: boolean } = {},
): Promise<Answer> {
  return new Promise((res, rej) => {
    const req = request(
      { host: "127.0.0.1", port, path, method, headers, ...(keepAlive ? {} : { agent: false }) },
      (r) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => res({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${method} ${path}`)));
    req.on("error", rej);
    req.end(body);
  });
}
