/**
 * What happens to a connection when a client is slow, greedy or mid-deploy; the guarantees
 * Node and Fastify leave to the application (docs/reliability.md: S13, U6, D7):
 *
 * - Deadline: every request is answered or its connection closed within REQUEST_TIMEOUT_MS,
 *   whatever its path. Node cuts slow *headers* (checked every second here, see app.ts) but
 *   never a slow *body*, so a body still arriving at the deadline gets a 408 written to the
 *   socket and the connection is closed; the upload stream then fails and its partial file is
 *   removed at once (server/uploads.ts).
 * - Upload slots: at most UPLOADS_PER_ADDRESS résumé uploads at a time from one address; one
 *   more is refused with 429 before its body is read.
 * - Shutdown gate: once SIGTERM arrived, every new request is answered 503 with Retry-After and
 *   `Connection: close` (never reset), while the requests already running finish; drain() keeps
 *   reading sockets until the requests that reached the server before the signal are answered.
 * - clientErrorHandler: Fastify's own answers to unreadable requests (400, 408, 431) carry none of
 *   our security headers; this one writes them with the same headers as every API answer.
 */
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { API_PATHS } from "#contracts/api.ts";
import { HttpError } from "../lib/errors";
import { rawResponse } from "./security-headers";

/** Concurrent résumé uploads allowed from one client address. */
export const UPLOADS_PER_ADDRESS = 2;

/** Writes `response` (if any), then closes the connection even if the peer keeps sending. */
function cut(socket: Socket, response: string | null): void {
  if (socket.destroyed) return;
  if (response && socket.writable) socket.end(response);
  else socket.destroy();
  // end() waits for the peer; a peer still dripping bytes must not keep the socket open.
  setTimeout(() => socket.destroy(), 1000).unref();
}

const headersSent = (socket: Socket) =>
  (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;

/** Fastify `clientErrorHandler`: a request Node could not read or that took too long. */
export function clientErrorHandler(hsts: boolean) {
  return function onClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
    if (err.code === "ECONNRESET" || socket.destroyed) return;
    let answer: [number, string, string];
    if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") answer = [408, "timeout", "The request took too long."];
    else if (err.code === "HPE_HEADER_OVERFLOW")
      answer = [431, "headers_too_large", "The request headers are too large."];
    else answer = [400, "bad_request", "The request could not be read."];
    this.log.debug({ code: err.code, status: answer[0] }, "client error");
    cut(socket, headersSent(socket) ? null : rawResponse(answer[0], answer[1], answer[2], { hsts }));
  };
}

/** Waits until the requests already sent are read: quiet for 150 ms (at least 250 ms), at most maxMs. */
export async function drain(app: FastifyInstance, maxMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const now = Date.now();
    if (now - started >= maxMs) return;
    if (now - started >= 250 && now - app.state.lastRequestAt >= 150) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

export default fp(
  async function connections(app: FastifyInstance) {
    const hsts = app.config.siteOrigin.startsWith("https:");
    const timeoutMs = app.config.requestTimeoutMs;

    // A connection's first request started when the connection opened (its headers may have
    // dripped in); later ones on a kept-alive connection start when Fastify sees them.
    const openedAt = new WeakMap<Socket, number>();
    app.server.on("connection", (socket: Socket) => openedAt.set(socket, Date.now()));

    const uploads = new Map<string, number>();

    app.addHook("onRequest", async (request, reply) => {
      const now = Date.now();
      app.state.lastRequestAt = now;
      const raw = request.raw;
      const socket = raw.socket;

      if (!raw.complete && socket) {
        const start = openedAt.get(socket) ?? now;
        openedAt.delete(socket);
        const timer = setTimeout(
          () => {
            if (raw.complete) return;
            request.log.info({ timeoutMs }, "request body too slow; connection closed");
            cut(
              socket,
              reply.raw.headersSent ? null : rawResponse(408, "timeout", "The request took too long.", { hsts }),
            );
          },
          Math.max(0, start + timeoutMs - now),
        );
        timer.unref();
        const clear = () => clearTimeout(timer);
        raw.once("end", clear);
        raw.once("close", clear);
      } else if (socket) {
        openedAt.delete(socket);
      }

      if (app.state.shuttingDown && request.url !== "/healthz") {
        reply.header("connection", "close");
        throw new HttpError(503, "unavailable", "The service is restarting. Please try again in a moment.");
      }

      if (request.method === "POST" && request.routeOptions.url === API_PATHS.application) {
        const ip = request.ip;
        const n = uploads.get(ip) ?? 0;
        if (n >= UPLOADS_PER_ADDRESS) {
          reply.header("connection", "close").header("retry-after", "10");
          request.log.info("too many concurrent uploads from one address");
          throw new HttpError(
            429,
            "rate_limited",
            "Another upload from you is still in progress. Please wait for it to finish.",
          );
        }
        uploads.set(ip, n + 1);
        reply.raw.once("close", () => {
          const left = (uploads.get(ip) ?? 1) - 1;
          if (left > 0) uploads.set(ip, left);
          else uploads.delete(ip);
        });
      }
    });
  },
  { name: "connections", dependencies: ["errors", "security-headers"] },
);
