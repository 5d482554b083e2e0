/**
 * What happens to a connection when a client is slow, greedy or mid-deploy; the guarantees
 * Node and Fastify leave to the application (docs/reliability.md: S13, U6, U8, D7):
 *
 * - Deadline: every request is answered or its connection closed within REQUEST_TIMEOUT_MS,
 *   whatever its path. Node cuts slow *headers* (checked every second here, see app.ts) but
 *   never a slow *body*, so a body still arriving at the deadline gets a 408 written to the
 *   socket and the connection is closed (or, if it was answered already, just closed); the
 *   upload stream then fails and its partial file is removed at once (server/uploads.ts).
 * - Upload slots: at most `uploads.perAddress` résumé uploads at a time from one client address
 *   (UPLOADS_PER_ADDRESS, default 20: a campus or an office shares one address) and
 *   `uploads.total` in the whole process (UPLOADS_TOTAL, default 64), which bounds the partial
 *   files, file descriptors and memory that uploads hold. One more gets 429 with Retry-After,
 *   without reading its body into anything.
 * - Refused while sending: a refused upload's client is usually still sending its body. Node
 *   destroys a `Connection: close` socket as soon as the answer is written; the client's next
 *   bytes then meet a reset, which can also wipe the unread answer, so the applicant saw a
 *   network error (EPIPE, ECONNRESET) instead of the 429. Such a refusal (and the shutdown
 *   gate's 503) now goes out at once, the socket is half-closed, and the rest of the body is
 *   read and thrown away, never buffered, up to DISCARD_MAX_BYTES (the largest body the upload
 *   route accepts); the connection closes when the body ends. A body declared or found larger
 *   is cut after its answer, as is one still arriving at the deadline, and on shutdown the ones
 *   still being read get a short grace (decision 109).
 * - Shutdown gate: once SIGTERM arrived, every new request is answered 503 with Retry-After and
 *   `Connection: close` (never reset), while the requests already running finish; drain() keeps
 *   reading sockets until the requests that reached the server before the signal are answered.
 * - clientErrorHandler: Fastify's own answers to unreadable requests (400, 408, 431) carry none of
 *   our security headers; this one writes them with the same headers as every API answer.
 */
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { API_PATHS } from "#contracts/api.ts";
import { RESUME_MAX_BYTES } from "#contracts/fields.ts";
import { HttpError } from "../lib/errors";
import { rawResponse } from "./security-headers";

/**
 * The most of a refused request's body that is read and thrown away before the connection
 * closes: a résumé at its limit plus the form's fields and part headers (app.ts,
 * MULTIPART_LIMITS: 20 fields of at most 10 KiB). Anything larger is cut after its answer.
 */
export const DISCARD_MAX_BYTES = RESUME_MAX_BYTES + 256 * 1024;

/** Seconds a refused upload is told to wait (Retry-After). */
const UPLOAD_RETRY_AFTER_S = 10;

/** Writes `response` (if any), then closes the connection even if the peer keeps sending. */
function cut(socket: Socket, response: string | null): void {
  if (socket.destroyed) return;
  if (response && socket.writable) socket.end(response);
  else socket.destroy();
  // end() waits for the peer; a peer still dripping bytes must not keep the socket open.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/**
 * Lets a client that is still sending read the answer it was given. Call before answering with
 * `Connection: close`: Node then calls socket.destroySoon() once the answer is written, which
 * destroys the socket, and a client still sending gets a reset instead of the answer. Here that
 * call half-closes the socket instead (the answer, then FIN) and the rest of the body is read
 * and dropped as it comes (never buffered) until it ends; then the socket is closed. A body
 * declared larger than maxBytes is not read (Node closes as usual); one found larger is cut.
 * The request deadline still applies (the timer in the onRequest hook destroys the socket).
 */
function readRestThenClose(raw: IncomingMessage, socket: Socket, maxBytes: number, lingering: Set<Socket>): void {
  if (raw.complete || socket.destroyed) return;
  const declared = Number(raw.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) return;
  const closeSoon = socket.destroySoon.bind(socket); // end, then destroy once written
  let answered = false;
  let done = false;
  let received = 0;
  const stop = () => {
    if (done) return;
    done = true;
    raw.off("data", count);
    lingering.delete(socket);
    if (answered) closeSoon();
  };
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) stop();
  };
  socket.destroySoon = () => {
    answered = true;
    if (done) closeSoon();
    else socket.end();
  };
  lingering.add(socket);
  raw.on("data", count);
  raw.once("end", stop);
  socket.once("close", () => {
    done = true;
    lingering.delete(socket);
  });
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

/**
 * Waits until the requests already sent are read: quiet for 150 ms (at least 250 ms), and no
 * connection accepted without its first request read yet, at most maxMs. The last condition is
 * what holds on a starved machine: a process that resumes after its event loop was blocked (or
 * after a SIGSTOP) may see its wall clock pass 250 ms before it has read the requests of the
 * connections it just accepted, and closing then would reset them.
 */
export async function drain(app: FastifyInstance, maxMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const now = Date.now();
    if (now - started >= maxMs) return;
    if (now - started >= 250 && now - app.state.lastRequestAt >= 150 && app.state.silent.size === 0) return;
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
    app.server.on("connection", (socket: Socket) => {
      openedAt.set(socket, Date.now());
      app.state.silent.add(socket);
      socket.once("close", () => app.state.silent.delete(socket));
    });
    app.server.on("request", (req: IncomingMessage) => app.state.silent.delete(req.socket));

    const { perAddress, total } = app.config.uploads;
    const uploads = new Map<string, number>();
    let uploading = 0;

    // Refused requests whose bodies are still being read; on shutdown they get a short grace.
    const lingering = new Set<Socket>();
    const graceMs = Math.min(2000, Math.floor(app.config.shutdownTimeoutMs / 4));
    let closing = false;
    const cutAfterGrace = (socket: Socket) => setTimeout(() => socket.destroy(), graceMs).unref();
    const refuseWhileSending = (raw: IncomingMessage, socket: Socket) => {
      readRestThenClose(raw, socket, DISCARD_MAX_BYTES, lingering);
      if (closing && lingering.has(socket)) cutAfterGrace(socket);
    };
    app.addHook("preClose", async () => {
      closing = true;
      for (const socket of lingering) cutAfterGrace(socket);
    });

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
        if (socket) refuseWhileSending(raw, socket);
        throw new HttpError(503, "unavailable", "The service is restarting. Please try again in a moment.");
      }

      if (request.method === "POST" && request.routeOptions.url === API_PATHS.application) {
        const ip = request.ip;
        const n = uploads.get(ip) ?? 0;
        if (n >= perAddress || uploading >= total) {
          reply.header("connection", "close").header("retry-after", String(UPLOAD_RETRY_AFTER_S));
          request.log.info(
            { uploadsFromAddress: n, uploadsRunning: uploading },
            "upload refused: every upload slot in use",
          );
          if (socket) refuseWhileSending(raw, socket);
          throw new HttpError(
            429,
            "rate_limited",
            n >= perAddress
              ? "Several applications are being uploaded from your network right now. Please try again in a moment."
              : "Many applications are being uploaded right now. Please try again in a moment.",
          );
        }
        uploads.set(ip, n + 1);
        uploading++;
        reply.raw.once("close", () => {
          uploading--;
          const left = (uploads.get(ip) ?? 1) - 1;
          if (left > 0) uploads.set(ip, left);
          else uploads.delete(ip);
        });
      }
    });
  },
  { name: "connections", dependencies: ["errors", "security-headers"] },
);
