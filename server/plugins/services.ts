/**
 * The application's own services: the database (migrated and checked for durability before
 * the server listens), the mailer and the outbox relay. On close: the relay finishes the
 * message it is sending, then the database closes.
 */
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openDatabase, type DbHandle } from "../db";
import { commitQueueBusy } from "../db/commit-queue";
import { OutboxRelay, type RelayOptions } from "../mail/relay";
import { createFileMailer, createSmtpMailer, type Mailer } from "../mail/transport";
import { ensureUploadDir } from "../uploads";

export interface ServicesOptions {
  /** An open database (tests may share one); default: opened from the config. */
  database?: DbHandle;
  mailer?: Mailer;
  relay?: Partial<RelayOptions>;
  startRelay?: boolean;
  /** Close a database passed in `database` when the app closes (default true). */
  closeDatabase?: boolean;
}

export default fp<ServicesOptions>(
  async function services(app: FastifyInstance, opts) {
    const stale = ensureUploadDir(app.paths.uploads);
    if (stale) app.log.info({ removed: stale }, "removed partial uploads left by an earlier process");
    const handle =
      opts.database ??
      (await openDatabase({
        databaseUrl: app.config.databaseUrl,
        dataDir: app.config.dataDir,
        onPoolError: (err) => app.log.warn({ err }, "database connection failed"),
      }));
    const mailer =
      opts.mailer ?? (app.config.smtp ? createSmtpMailer(app.config.smtp) : createFileMailer(app.paths.mail));
    const relay = new OutboxRelay(
      handle.db,
      mailer,
      app.log.child({ component: "outbox" }),
      {
        from: app.config.mailFrom,
        leaseMs: app.config.mailLeaseMs,
        // Acknowledgements first: a pass waits while submissions wait on the database.
        busy: () => commitQueueBusy(handle.db),
        ...opts.relay,
      },
      app.now,
    );

    app.decorate("dbHandle", handle);
    app.decorate("db", handle.db);
    app.decorate("mailer", mailer);
    app.decorate("relay", relay);

    if (opts.startRelay) app.addHook("onReady", async () => relay.start());

    app.addHook("preClose", async () => {
      app.state.shuttingDown = true;
    });
    app.addHook("onClose", async () => {
      await relay.stop();
      mailer.close();
      if (opts.database === undefined || opts.closeDatabase !== false) await handle.close();
    });
    app.log.info(
      {
        database: handle.dialect,
        mail: mailer.kind,
        mailDir: mailer.kind === "files" ? join(app.paths.mail) : undefined,
      },
      "services ready",
    );
  },
  { name: "services" },
);
