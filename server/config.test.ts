import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseRateLimit } from "./config";

describe("configuration", () => {
  it("has defaults that run the whole site on SQLite with nothing set", () => {
    const c = loadConfig({}, "/srv/site");
    expect(c).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/site/data",
      databaseUrl: undefined,
      redisUrl: undefined,
      smtp: null,
      trustProxy: false,
      corsOrigins: [],
      rateLimits: {
        quotes: { max: 5, windowMs: 600_000 },
        contacts: { max: 5, windowMs: 600_000 },
        applications: { max: 10, windowMs: 3_600_000 },
        certificates: { max: 30, windowMs: 60_000 },
      },
      requestTimeoutMs: 60_000,
      bodyLimitBytes: 65_536,
      idempotencyTtlMs: 24 * 3_600_000,
    });
    expect(c.siteOrigin).toMatch(/^https?:\/\/[^/]+$/);
    expect(c.notifyEmail).toContain("@");
  });

  it("treats empty values as unset and reads SMTP, origins and proxies", () => {
    const c = loadConfig({
      DATABASE_URL: "",
      SMTP_HOST: "smtp.example.com",
      SMTP_PORT: "465",
      SMTP_SECURE: "true",
      SMTP_USER: "u",
      SMTP_PASS: "p",
      SITE_URL: "https://www.example.com/",
      CORS_ORIGINS: "https://a.example, https://b.example",
      TRUST_PROXY: "10.0.0.0/8,127.0.0.1",
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtp).toEqual({ url: undefined, host: "smtp.example.com", port: 465, secure: true, user: "u", pass: "p" });
    expect(c.siteOrigin).toBe("https://www.example.com");
    expect(c.corsOrigins).toEqual(["https://a.example", "https://b.example"]);
    expect(c.trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });

  it("refuses invalid settings with every problem named", () => {
    let err: unknown;
    try {
      loadConfig({
        PORT: "x",
        DATABASE_URL: "mysql://x",
        TRUST_PROXY: "2",
        RATE_LIMIT_QUOTES: "lots",
        SITE_URL: "ftp://x",
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems.join("\n");
    for (const name of ["PORT", "DATABASE_URL", "TRUST_PROXY", "RATE_LIMIT_QUOTES", "SITE_URL"])
      expect(problems).toContain(name);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_HOST: "x", SMTP_USER: "only-user" })).toThrow(/SMTP_PASS/);
  });

  it("takes TEST_CLOCK_FILE only with NODE_ENV=test, and refuses it otherwise", () => {
    expect(loadConfig({ NODE_ENV: "test", TEST_CLOCK_FILE: "tmp/clock" }, "/srv/site").testClockFile).toBe(
      "/srv/site/tmp/clock",
    );
    expect(loadConfig({ NODE_ENV: "test", TEST_CLOCK_FILE: "" }).testClockFile).toBeUndefined();
    expect(loadConfig({}).testClockFile).toBeUndefined();
    // Unset NODE_ENV counts as production.
    for (const env of [{}, { NODE_ENV: "production" }, { NODE_ENV: "development" }])
      expect(() => loadConfig({ ...env, TEST_CLOCK_FILE: "/tmp/clock" })).toThrow(
        /TEST_CLOCK_FILE: a test-only setting .* refused unless NODE_ENV=test/,
      );
  });

  it("takes PUBLISH_DIR as an absolute path, apart from the data folder and the served build", () => {
    expect(loadConfig({}).publishDir).toBeUndefined();
    expect(loadConfig({ PUBLISH_DIR: "publish" }, "/srv/site").publishDir).toBe("/srv/site/publish");
    expect(loadConfig({ PUBLISH_DIR: " " }).publishDir).toBeUndefined();
    for (const env of [
      { PUBLISH_DIR: "./data" },
      { PUBLISH_DIR: "./data/publish" },
      { PUBLISH_DIR: ".", DATA_DIR: "./data" },
    ])
      expect(() => loadConfig(env, "/srv/site")).toThrow(/PUBLISH_DIR .* and DATA_DIR .* must not contain each other/);
    expect(() => loadConfig({ PUBLISH_DIR: "build/client/publish", STATIC_DIR: "build/client" }, "/srv/site")).toThrow(
      /must not be inside STATIC_DIR/,
    );
    expect(loadConfig({ PUBLISH_DIR: "build/publish", STATIC_DIR: "build/client" }, "/srv/site").publishDir).toBe(
      "/srv/site/build/publish",
    );
  });

  it("parses rate limits as max/window", () => {
    expect(parseRateLimit("5/10m")).toEqual({ max: 5, windowMs: 600_000 });
    expect(parseRateLimit("3/1h")).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(parseRateLimit("30 / 60s")).toEqual({ max: 30, windowMs: 60_000 });
    expect(() => parseRateLimit("0/1m")).toThrow();
    expect(() => parseRateLimit("5")).toThrow();
  });
});
