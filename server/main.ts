/**
 * Production entry (bundled to BUILD_DIR/server/main.js by scripts/bundle-server.mjs):
 * read the environment once, build the app, listen, and shut down gracefully on SIGTERM/SIGINT:
 * answer new requests 503, read and answer the requests already sent (drain), stop accepting,
 * finish the requests in flight and the e-mail being sent, close the database, exit, all within
 * SHUTDOWN_TIMEOUT_MS (default 10 s).
 */
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig, type Config } from "./config";
import { serverClock } from "./lib/clock";
import { drain } from "./plugins/connections";

/** The site next to the bundle (BUILD_DIR/server/main.js -> BUILD_DIR/client), else ./build/client. */
export function defaultStaticDir(env: Record<string, string | undefined> = process.env): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const besideBundle = resolve(here, "../client");
  if (existsSync(resolve(besideBundle, "index.html"))) return besideBundle;
  return resolve(process.cwd(), env.BUILD_DIR ?? "build", "client");
}

async function main() {
  let config: Config;
  let now: () => number;
  try {
    config = loadConfig(process.env);
    now = serverClock(config);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }

  const app = await buildApp({
    config,
    now,
    staticDir: config.staticDir ?? defaultStaticDir(),
    startRelay: true,
    workspace: { startRetention: true },
    publishing: { start: true },
  });

  if (config.testClockFile)
    app.log.warn({ testClockFile: config.testClockFile }, "test clock: the time of day is moved by TEST_CLOCK_FILE");

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    // New requests get 503 from here on (plugins/connections.ts); requests already sent, even
    // those still unread in the kernel while the event loop was busy, are read and answered
    // before app.close() drops idle connections and stops listening.
    app.state.shuttingDown = true;
    drain(app, Math.min(2000, Math.floor(config.shutdownTimeoutMs / 4)))
      .then(() => app.close())
      .then(
        () => {
          app.log.info("stopped");
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, "could not start");
    await app.close().catch(() => {});
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}\n`);
  process.exit(1);
});
