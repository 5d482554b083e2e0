// @ts-check
/**
 * `npm test`: everything a change must pass, in this order, with the time each step took.
 *
 * 1. The preflight (scripts/preflight.mjs): are the programs the suites drive on this machine?
 * 2. The static checks: the route types once (`react-router typegen`), then the typecheck, lint,
 *    formatting, unused code (knip) and the dependency audit side by side, as many at once as the
 *    machine has cores (each uses about one). Their output is shown as each ends, whole.
 * 3. The suites, one after another, since each uses every core: unit, reliability, browser
 *    (`test:e2e`: the build, its byte check, Playwright), publishing, nginx. Their output is live.
 *    With TEST_NODE_LINES=1 (CI), the unit suite runs on the maintained Node.js lines instead of
 *    the machine's (`test:node-lines`): on 22 as the unit step, on 24 beside the reliability
 *    suite, which mostly waits, at a lower priority.
 *
 * The first failure stops the run (a static check: once the others beside it have ended), and
 * the table of times is printed either way, so a slow step shows in every run, CI's included.
 * Each step is an npm script of package.json, read from there (its one description), and run
 * on its own with `npm run <name>`.
 * (docs/decisions/0167-npm-test-times-its-steps.md)
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The project's own programs (tsc, eslint, ...) first, as `npm run` puts them, also when this
// script is started with `node`; from the project's folder.
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const env = { ...process.env, PATH: [join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter) };

/** The npm scripts of package.json: each step runs one, so each is described there only. */
const scripts = /** @type {Record<string, string>} */ (
  JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts
);
// The route types are made once, before the checks, rather than by each that starts with them
// (two at once would write the same files together).
const TYPEGEN = "react-router typegen";
/**
 * A script's command line, without the route types it makes first.
 * @param {string} name
 */
const withoutTypegen = (name) => {
  const line = scripts[name];
  if (!line) throw new Error(`package.json has no script "${name}"`);
  return line.startsWith(`${TYPEGEN} && `) ? line.slice(TYPEGEN.length + 4) : line;
};

// Longest first, so that the short ones fill in beside them.
const staticChecks = ["typecheck", "lint", "knip", "format:check", "audit"];
const suites = ["test:unit", "test:reliability", "test:e2e", "test:publishing", "test:nginx"];

/**
 * The niceness of the Node lines' unit runs beside the reliability suite: enough for the
 * scenarios to come first when both want the cores (a weight of about a tenth of theirs).
 */
const NODE_LINES_NICENESS = 10;

/**
 * With TEST_NODE_LINES=1 (CI), the Node.js lines the unit suite runs on (NODE_LINES, as
 * scripts/node-lines.sh reads it: the maintained LTS lines); otherwise null, and it runs on the
 * machine's Node.
 */
const nodeLines =
  process.env.TEST_NODE_LINES === "1" ? (process.env.NODE_LINES ?? "22 24").split(/\s+/).filter(Boolean) : null;

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const times = [];
const started = Date.now();

/**
 * Runs a command line in the shell, as npm runs a script; its output is live (`inherit`) or kept
 * and returned.
 * @param {string} line
 * @param {boolean} live
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
function run(line, live) {
  return new Promise((resolve) => {
    /** @type {import("node:child_process").StdioOptions} */
    const stdio = live ? "inherit" : ["ignore", "pipe", "pipe"];
    const child = spawn(line, { stdio, env, shell: true });
    let output = "";
    /** @param {Buffer} d */
    const keep = (d) => (output += d.toString());
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("error", (e) => resolve({ ok: false, output: `${output}\n${line}: ${e.message}\n` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * A step, timed and recorded.
 * @param {string} name
 * @param {string} command
 * @param {boolean} live
 */
async function step(name, command, live) {
  if (live) console.log(`\n▶ ${name}`);
  const t = Date.now();
  const result = await run(command, live);
  const seconds = (Date.now() - t) / 1000;
  times.push({ name, seconds, ok: result.ok });
  if (!live) {
    console.log(`\n▶ ${name} (${seconds.toFixed(0)} s${result.ok ? "" : ", failed"})`);
    process.stdout.write(result.output);
  }
  return result.ok;
}

/** @param {number} s */
const clock = (s) => (s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`);

/** @param {boolean} ok */
function report(ok) {
  const width = Math.max(...times.map((t) => t.name.length));
  console.log(`\nnpm test: ${ok ? "passed" : "FAILED"} in ${clock((Date.now() - started) / 1000)}`);
  for (const t of times)
    console.log(`  ${t.name.padEnd(width)}  ${clock(t.seconds).padStart(12)}${t.ok ? "" : "  failed"}`);
}

async function main() {
  if (!(await step("preflight", "node scripts/preflight.mjs", true))) return false;
  if (!(await step("route types", TYPEGEN, false))) return false;

  // The static checks, as many at once as there are cores.
  const queue = [...staticChecks];
  let ok = true;
  const lane = async () => {
    for (let s = queue.shift(); s && ok; s = queue.shift()) ok = (await step(s, withoutTypegen(s), false)) && ok;
  };
  const t = Date.now();
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), queue.length)) }, lane));
  times.push({ name: "(static checks, side by side)", seconds: (Date.now() - t) / 1000, ok });
  if (!ok) return false;

  const [first, ...others] = nodeLines ?? [];
  for (const name of suites) {
    // TEST_NODE_LINES=1 (CI): the unit suite runs on the supported Node lines rather than on the
    // machine's Node (Debian's 20, past its end of life, which runs every other step): on the
    // first line as the unit step, and on the others beside the reliability suite, whose
    // scenarios are mostly waiting (about a third of two cores), at a lower priority so that the
    // scenarios' timing stays theirs; that run is awaited before the next suite.
    const beside = name === "test:reliability" && others.length ? unitOnLines(others, true) : null;
    const ok =
      name === "test:unit" && first
        ? await unitOnLines([first], false)
        : await step(name, `npm run --silent ${name}`, true);
    if (beside && !(await beside)) return false;
    if (!ok) return false;
  }
  return true;
}

/**
 * `npm run test:node-lines` on the lines given: live as a suite of its own, or at a lower
 * priority beside another with its output shown whole when it ends.
 * @param {string[]} lines
 * @param {boolean} beside
 */
async function unitOnLines(lines, beside) {
  const names = lines.join(", ");
  // The variable first: `nice` runs a command, and would take an assignment for one.
  const command = `NODE_LINES="${lines.join(" ")}" ${beside ? `nice -n ${NODE_LINES_NICENESS} ` : ""}npm run --silent test:node-lines`;
  return beside
    ? step(`test:unit on Node ${names} (beside test:reliability)`, command, false)
    : step(`test:unit on Node ${names}`, command, true);
}

const ok = await main();
report(ok);
process.exitCode = ok ? 0 : 1;
