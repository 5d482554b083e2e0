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
import { DeliveryRelay, type DeliveryRelayOptions } from "../deliveries/relay";
import { DestinationService, pausedAlertRows } from "../deliveries/service";

export interface ServicesOptions {
  /** An open database (tests may share one); default: opened from the config. */
  database?: DbHandle;
  mailer?: Mailer;
  relay?: Partial<RelayOptions>;
  /** The delivery relay's options (tests: short backoffs, a fake resolver). */
  deliveries?: Partial<DeliveryRelayOptions>;
  /** Start both relays (mail and deliveries) when the app is ready. */
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
        log: app.log.child({ component: "database" }),
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

    const dc = app.config.deliveries;
    const deliveries = new DeliveryRelay(
      handle.db,
      app.log.child({ component: "deliveries" }),
      {
        retryWindowMs: dc.retryWindowMs,
        leaseMs: dc.leaseMs,
        guard: {
          allowPrivate: dc.allowPrivate,
          connectTimeoutMs: dc.connectTimeoutMs,
          answerTimeoutMs: dc.answerTimeoutMs,
          maxAnswerBytes: 4096,
        },
        busy: () => commitQueueBusy(handle.db),
        pausedAlert: pausedAlertRows(app.config.siteOrigin, app.config.mailFrom),
        wakeMail: () => relay.wake(),
        ...opts.deliveries,
      },
      app.now,
    );
    const destinations = new DestinationService({
      db: handle.db,
      now: app.now,
      siteOrigin: app.config.siteOrigin,
      allowPrivate: dc.allowPrivate,
      retryWindowMs: deliveries.options.retryWindowMs,
      wake: () => deliveries.wake(),
    });
    if (dc.allowPrivate)
      app.log.warn(
        { setting: "DELIVERY_ALLOW_PRIVATE" },
        "deliveries may reach private and loopback addresses over http: for local testing only",
      );

    app.decorate("dbHandle", handle);
    app.decorate("deliveries", deliveries);
    app.decorate("destinations", destinations);
    app.decorate("db", handle.db);
    app.decorate("mailer", mailer);
    app.decorate("relay", relay);

    // The CDN purge destination follows CDN_PURGE_URL (docs/publishing.md).
    // A database that cannot be reached at start must not stop the server from starting (it answers
    // 503 until the database is back): the destination is then made at the next start.
    app.addHook("onReady", async () => {
      await destinations.syncCdn(dc.cdn).catch((err: unknown) => {
        app.log.warn({ err }, "the CDN purge destination could not be updated; it will be at the next start");
      });
    });
    if (opts.startRelay)
      app.addHook("onReady", async () => {
        relay.start();
        deliveries.start();
      });

    app.addHook("preClose", async () => {
      app.state.shuttingDown = true;
    });
    app.addHook("onClose", async () => {
      await Promise.all([relay.stop(), deliveries.stop()]);
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
