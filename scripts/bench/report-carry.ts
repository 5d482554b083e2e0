/**
 * What `npm run bench` (scripts/bench/run-all.ts) keeps of the last report when a bench has no
 * results in bench-results/ (a fresh clone, or `--only` another bench): that bench's rows and its
 * line of sources, read back from the block the report writes into docs/performance.md. Without
 * this, a partial run dropped every other bench's figures from the page.
 */

export interface ReportRow {
  area: string;
  figure: string;
  value: string;
  budget: string;
  verdict: "PASS" | "MISS" | "";
}

/** Where a bench's figures come from; `carried`: as the last report had it. */
export interface SourceLine {
  at: string;
  thisRun: boolean;
  load?: string;
  carried?: boolean;
}

/** The benches in the report's order, with the start of the area of each of their rows. */
const BENCHES: [bench: string, areas: string[]][] = [
  ["bytes", ["bytes"]],
  ["lighthouse", ["Lighthouse"]],
  ["islands", ["island "]],
  ["api", ["submissions "]],
  ["pages", ["page serving"]],
  ["publish", ["publishing "]],
  ["deliveries", ["deliveries"]],
  ["analytics", ["analytics", "Traffic view"]],
];

/** Which bench a row of the report comes from, by its area; null for one no bench names. */
export function benchOfArea(area: string): string | null {
  return BENCHES.find(([, starts]) => starts.some((s) => area.startsWith(s)))?.[0] ?? null;
}

const order = (bench: string | null) => {
  const i = BENCHES.findIndex(([b]) => b === bench);
  return i < 0 ? BENCHES.length : i;
};

/** The cells of a Markdown table's line, or null for a line that is not a row of one. */
const cells = (line: string) =>
  /^\|.*\|$/.test(line.trim())
    ? line
        .trim()
        .slice(1, -1)
        .split("|")
        .map((c) => c.trim())
    : null;

/**
 * The rows and sources of `block` (the last report's Markdown) that belong to benches not in
 * `have` (the benches with results now).
 */
export function carriedOver(
  block: string,
  have: ReadonlySet<string>,
): { rows: ReportRow[]; sources: [string, SourceLine][] } {
  const rows: ReportRow[] = [];
  const sources: [string, SourceLine][] = [];
  for (const line of block.split("\n")) {
    const c = cells(line);
    if (!c || c.every((x) => /^-*:?-+:?$/.test(x)) || c[0] === "bench" || c[0] === "area") continue;
    if (c.length === 3) {
      const [bench, at, load] = c as [string, string, string];
      if (have.has(bench)) continue;
      const earlier = at.includes("(an earlier run)") ? at : `${at} (an earlier run)`;
      sources.push([bench, { at: earlier, thisRun: false, load, carried: true }]);
    } else if (c.length === 5) {
      const [area, figure, value, budget, verdict] = c as [string, string, string, string, string];
      const bench = benchOfArea(area);
      if (!bench || have.has(bench)) continue;
      rows.push({ area, figure, value, budget, verdict: verdict === "PASS" || verdict === "MISS" ? verdict : "" });
    }
  }
  return { rows, sources };
}

/** Rows in the report's order of benches, each bench's rows in the order they came. */
export function inBenchOrder(rows: readonly ReportRow[]): ReportRow[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => order(benchOfArea(a.row.area)) - order(benchOfArea(b.row.area)) || a.i - b.i)
    .map(({ row }) => row);
}

/** Sources in the report's order of benches. */
export function sourcesInBenchOrder<T>(sources: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(sources).sort(([a], [b]) => order(a) - order(b)));
}
