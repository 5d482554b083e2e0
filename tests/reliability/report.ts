/** Writes a run's figures to bench-results/reliability-<name>.json (git-ignored) for docs/reliability.md. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./harness";

export function record(name: string, figures: Record<string, unknown>): void {
  const dir = join(ROOT, "bench-results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `reliability-${name}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
}
