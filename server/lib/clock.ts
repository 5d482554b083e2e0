/**
 * The time of day for a server or command-line process: Date.now, unless a test moves it.
 *
 * TEST_CLOCK_FILE (tests of the real process only, tests/reliability/sessions.test.ts) names a
 * file holding an offset in milliseconds; the clock is then Date.now() + that offset, read again
 * whenever the file changes (a test replaces it: write, then rename). server/config.ts refuses
 * TEST_CLOCK_FILE unless NODE_ENV=test, so a production process cannot run on a moved clock.
 * What reads the time of day takes this `now` (buildApp's option): sessions, one-time links,
 * sign-in throttles kept in the database, the outbox, the retention job. Durations the process
 * waits out for real (request deadlines, the shutdown drain, the relay's yield) stay on Date.now.
 */
import { readFileSync, statSync } from "node:fs";
import { ConfigError, type Config } from "../config";

const OFFSET = /^\s*(-?\d{1,15})\s*$/;

/** Date.now for production; base() + the file's offset with TEST_CLOCK_FILE. Throws ConfigError for a missing or malformed file. */
export function serverClock(config: Pick<Config, "testClockFile">, base: () => number = Date.now): () => number {
  const file = config.testClockFile;
  if (!file) return base;
  let seen = "";
  let offset = 0;
  const refresh = () => {
    let stamp: string;
    let text: string;
    try {
      const s = statSync(file, { bigint: true });
      stamp = `${s.ino}:${s.size}:${s.mtimeNs}`;
      if (stamp === seen) return;
      text = readFileSync(file, "utf8");
    } catch (e) {
      throw new ConfigError([`TEST_CLOCK_FILE: cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? e})`]);
    }
    const m = OFFSET.exec(text);
    if (!m)
      throw new ConfigError([
        `TEST_CLOCK_FILE: ${file} must hold an offset in milliseconds (an integer), not ${JSON.stringify(text.slice(0, 40))}`,
      ]);
    offset = Number(m[1]);
    seen = stamp;
  };
  refresh();
  return () => {
    refresh();
    return base() + offset;
  };
}

/** A time in milliseconds as the database and the API store it: an ISO 8601 string in UTC. */
export const iso = (ms: number) => new Date(ms).toISOString();
