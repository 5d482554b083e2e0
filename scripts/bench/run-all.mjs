// `npm run bench`: every `bench:*` script in package.json, one after another (Lighthouse first).
// Benches report figures; they do not gate. This exits non-zero only if a bench failed to run.
// Tune individual benches through their environment variables (e.g. BENCH_URL, BENCH_RUNS).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const { scripts } = JSON.parse(readFileSync("package.json", "utf8"));
const names = Object.keys(scripts)
  .filter((name) => name.startsWith("bench:"))
  .sort((a, b) => (a === "bench:lighthouse" ? -1 : b === "bench:lighthouse" ? 1 : a.localeCompare(b)));

const outcome = [];
for (const name of names) {
  // A bench whose file is not written yet is skipped, not failed.
  const file = /scripts\/bench\/\S+/.exec(scripts[name])?.[0];
  if (file && !existsSync(file)) {
    outcome.push(`${name}: skipped (${file} does not exist)`);
    continue;
  }
  console.log(`\n==> npm run ${name}\n`);
  const started = Date.now();
  const res = spawnSync("npm", ["run", "--silent", name], { stdio: "inherit" });
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  outcome.push(`${name}: ${res.status === 0 ? "ran" : `FAILED to run (exit ${res.status ?? res.signal})`} in ${secs} s`);
}

console.log(`\nBenches:\n${outcome.map((o) => `  ${o}`).join("\n")}`);
process.exit(outcome.some((o) => o.includes("FAILED")) ? 1 : 0);
