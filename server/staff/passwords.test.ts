/**
 * New staff passwords judged off the requests' thread (server/staff/passwords.ts,
 * password-worker.mjs, decision 174): zxcvbn's verdicts through the real thread; the length rules
 * answered without one; and what a visitor flooding the public meter or a broken thread gets: a
 * "try again" with Retry-After, never a verdict, and the next check works.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ServiceError } from "../lib/errors";
import { ESTIMATE_QUEUE, PasswordEstimator } from "./passwords";

const stub = new URL("../../tests/support/password-worker-stub.mjs", import.meta.url).href;
const open: PasswordEstimator[] = [];
const estimator = (opts?: ConstructorParameters<typeof PasswordEstimator>[0]) => {
  const e = new PasswordEstimator(opts);
  open.push(e);
  return e;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((e) => e.close()));
});

const refusal = (err: unknown) =>
  err instanceof ServiceError ? { code: err.code, retryAfterMs: err.retryAfterMs, message: err.message } : err;

describe("password strength", () => {
  it("zxcvbn's verdicts, from its thread: common patterns, the person's own name and e-mail, a long passphrase", async () => {
    const e = estimator();
    for (const weak of ["password1234", "qwertyuiop123", "corvanta2024!"]) {
      const s = await e.strength(weak);
      expect(s.acceptable, weak).toBe(false);
      expect(s.score, weak).toBeLessThan(3);
      expect(s.warning, weak).toEqual(expect.any(String));
    }
    // The person's own name counts against a password made of it.
    const own = "sasmitanayak12";
    expect((await e.strength(own)).score).toBe(4);
    expect((await e.strength(own, ["sasmita.nayak@corvanta.example", "Sasmita Nayak"])).score).toBeLessThan(4);
    const strong = await e.strength("tamarind kettle orbit sandals");
    expect(strong).toMatchObject({ acceptable: true, warning: null });
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });

  it("length is judged here, without a thread", async () => {
    // No thread could start: these answers never need one.
    const failures: unknown[] = [];
    const e = estimator({
      workerFile: new URL("./no-such-worker.mjs", import.meta.url).href,
      onError: (err) => failures.push(err),
    });
    expect(await e.strength("short-one")).toMatchObject({ acceptable: false, warning: "Use at least 12 characters." });
    expect(await e.strength("😀".repeat(11))).toMatchObject({ acceptable: false });
    expect(await e.strength("a".repeat(257))).toMatchObject({
      acceptable: false,
      warning: "Use at most 256 characters.",
    });
    // What reaches for the thread here is refused, so the answers above did not.
    expect(await e.strength("a long enough password").catch(refusal)).toMatchObject({ code: "rate_limited" });
    // The thread's own failure is reported, not thrown at the process.
    expect(String(failures[0])).toMatch(/no-such-worker/);
  });

  it("the thread is given the password in NFC and the person's words split up, beside the company's", async () => {
    const e = estimator({ workerFile: stub });
    const s = await e.strength("Cafe\u0301 au lait bien chaud", ["ira.mohanty@corvanta.example", "Ira Mohanty"]);
    expect(s.acceptable).toBe(true);
    expect(s.suggestions).toEqual([
      "Café au lait bien chaud".normalize("NFC"),
      "corvanta",
      "corvanta technologies",
      "ira.mohanty@corvanta.example",
      "ira",
      "mohanty",
      "corvanta",
      "example",
      "Ira Mohanty",
      "Ira",
      "Mohanty",
    ]);
    expect(s.suggestions[0]).not.toBe("Cafe\u0301 au lait bien chaud");
  });

  it("a check that hangs or fails answers 'try again' with Retry-After, and the next check gets a working thread", async () => {
    // The time allowed covers starting the thread, which the check after a hung one needs: under
    // a full unit run on a busy 2-core machine that alone took more than 300 ms (CI, 2026-12-07).
    const e = estimator({ workerFile: stub, timeoutMs: 2_500 });
    const busy = { code: "rate_limited", retryAfterMs: 5_000, message: expect.stringMatching(/Try again/) };
    expect(await e.strength("hang:30000:padding").catch(refusal)).toEqual(busy);
    expect((await e.strength("a fine long password")).acceptable).toBe(true);
    expect(await e.strength("fail:padding-padding").catch(refusal)).toEqual(busy);
    expect((await e.strength("a fine long password")).acceptable).toBe(true);
  });

  it(`at most ${ESTIMATE_QUEUE} checks wait for the thread: one more is refused at once, and the queue still drains`, async () => {
    const e = estimator({ workerFile: stub, timeoutMs: 60_000 });
    const running = e.strength("hang:1500:padding");
    // Let the first check reach the thread, so the ones after it queue.
    await new Promise((r) => setTimeout(r, 300));
    const waiting = Array.from({ length: ESTIMATE_QUEUE }, (_, i) => e.strength(`queued check ${i} padding`));
    expect(await e.strength("one too many, padding").catch(refusal)).toMatchObject({
      code: "rate_limited",
      retryAfterMs: 5_000,
    });
    const done = await Promise.all([running, ...waiting]);
    expect(done.every((s) => s.acceptable)).toBe(true);
  });
});
