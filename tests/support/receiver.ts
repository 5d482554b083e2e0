/**
 * A real local HTTP receiver of deliveries (not a test file): it verifies each request's
 * Standard Webhooks signature with the specification's own library (standardwebhooks), records
 * what came, and can be taken down (its port closed: connections refused) and brought back on the
 * same port.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  json: unknown;
  /** Which of the receiver's secrets verified it (index into `secrets`), or -1. */
  verifiedWith: number;
  headers: IncomingMessage["headers"];
}

export class Receiver {
  readonly received: Received[] = [];
  /** Secrets to verify with (the destination's, set after it is made); each is tried alone. */
  secrets: string[] = [];
  /** Status answered (202 by default). */
  status = 202;
  /** Milliseconds before answering (kills land while deliveries are in flight). */
  delayMs = 0;
  answer = "ok";
  private server: Server | null = null;
  port = 0;

  get url() {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const headers = {
          "webhook-id": String(req.headers["webhook-id"] ?? ""),
          "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
          "webhook-signature": String(req.headers["webhook-signature"] ?? ""),
        };
        const verifiedWith = this.secrets.findIndex((s) => {
          try {
            new Webhook(s).verify(body, headers);
            return true;
          } catch {
            return false;
          }
        });
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = null;
        }
        this.received.push({
          id: headers["webhook-id"],
          timestamp: headers["webhook-timestamp"],
          signature: headers["webhook-signature"],
          body,
          json,
          verifiedWith,
          headers: req.headers,
        });
        const answer = () => res.writeHead(this.status, { "content-type": "text/plain" }).end(this.answer);
        if (this.delayMs) setTimeout(answer, this.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Down: the port is closed, connections are refused. */
  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  ofType(type: string) {
    return this.received.filter((r) => (r.json as { type?: string } | null)?.type === type);
  }
}
