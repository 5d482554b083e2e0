import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { multipart, pdfOfSize, tempDir, validApplicationFields } from "../tests/support/server";

const root = join(import.meta.dirname, "..");
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
});

/** Starts server/main.ts the way `npm run dev:api` does (tsx), on a free port. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      SMTP_HOST: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  let err = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on("exit", (code) => resolve({ code, at: Date.now() })),
  );
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
    }, 50);
    child.on("exit", () => {
      clearInterval(timer);
      reject(new Error(`server exited: ${err}${out}`));
    });
  });
  return { child, listening, exited, output: () => out, errors: () => err };
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on("error", reject)
      .end();
  });
}

describe("the server process", () => {
  it("on SIGTERM stops accepting, finishes the request in flight, closes cleanly and exits 0", async () => {
    const dataDir = tempDir();
    const server = start({ DATA_DIR: dataDir });
    const port = await server.listening;
    expect(await get(port, "/healthz")).toBe(200);

    // A slow upload: headers and half the body now, the rest after SIGTERM.
    const body = multipart(validApplicationFields(), [{ filename: "cv.pdf", content: pdfOfSize(200_000) }]);
    const half = Math.floor(body.payload.length / 2);
    let duringShutdown: Promise<number | string> = Promise.resolve("not tried");
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/applications",
          method: "POST",
          agent: false,
          headers: { ...body.headers, accept: "application/json", "content-length": body.payload.length },
        },
        (res) => {
          let text = "";
          res.on("data", (d: Buffer) => (text += d.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.payload.subarray(0, half));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => {
          duringShutdown = get(port, "/healthz").catch((e: NodeJS.ErrnoException) => e.code ?? "error");
        }, 250);
        setTimeout(() => req.end(body.payload.subarray(half)), 500);
      }, 300);
    });
    const sentAt = Date.now();
    const answer = await response;
    expect(answer.status).toBe(201);
    // A new request while shutting down is refused (connection refused, or 503).
    expect([503, "ECONNREFUSED", "ECONNRESET"]).toContain(await duringShutdown);
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - sentAt).toBeLessThan(10_000);
    expect(server.output()).toContain('"msg":"stopped"');
    // After exit nothing answers; the application was committed with its file.
    await expect(get(port, "/healthz")).rejects.toThrow();
    expect(readdirSync(join(dataDir, "uploads")).filter((f) => f.endsWith(".pdf"))).toHaveLength(1);
  }, 30_000);

  it("refuses to start with an invalid configuration, saying why", async () => {
    const server = start({ DATA_DIR: tempDir(), PORT: "not-a-port", TRUST_PROXY: "true" });
    await expect(server.listening).rejects.toThrow();
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.errors()).toContain("PORT");
    expect(server.errors()).toContain("TRUST_PROXY");
  }, 30_000);
});
