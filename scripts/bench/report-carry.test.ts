import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { benchOfArea, carriedOver, inBenchOrder, sourcesInBenchOrder } from "./report-carry";

const block = `
Report of 2026-11-28 20:07 UTC (\`npm run bench\`), 2 cores (AMD EPYC), Node v20.20.2.

| bench      | figures from                      | load average (1 min)    |
| ---------- | --------------------------------- | ----------------------- |
| bytes      | 2026-11-28 18:19                  | (not timed)             |
| lighthouse | 2026-11-28 19:38 (an earlier run) | 2.29 at the end         |
| api        | 2026-11-28 20:07                  | 1.53 before, 1.44 after |
| publish    | 2026-11-28 19:52 (an earlier run) | 1.79 at the end         |
| analytics  | 2026-11-28 19:39                  | 1.34 at the end         |

| area                  | figure                         |      value | budget       | verdict |
| --------------------- | ------------------------------ | ---------: | ------------ | ------- |
| bytes (build)         | JS brotli, largest page (/)    |    3.4 KiB | <= 5.0 KiB   | PASS    |
| Lighthouse mobile /   | TBT                            |      13 ms | <= 0 ms      | MISS    |
| submissions sqlite    | quotes at 50 req/s: p99        |       9 ms | <= 50 ms     | PASS    |
| publishing sqlite     | new listing: /about counts it  |   1,056 ms | reported     |         |
| analytics             | page views at 1,000/s offered  | 999/s      | >= 1,000/s   | PASS    |
| Traffic view sqlite, 1,000,000 events | last 30 days | 24 (26) ms | <= 200 ms | PASS |

36 PASS, 9 MISS.
`;

describe("the bench report keeps the figures of benches without results", () => {
  it("names the bench of every area the report writes", () => {
    expect(benchOfArea("bytes (build)")).toBe("bytes");
    expect(benchOfArea("Lighthouse mobile /career")).toBe("lighthouse");
    expect(benchOfArea("island header (/about, mobile menu, a tap)")).toBe("islands");
    expect(benchOfArea("submissions postgres")).toBe("api");
    expect(benchOfArea("page serving")).toBe("pages");
    expect(benchOfArea("publishing sqlite, 2 processes")).toBe("publish");
    expect(benchOfArea("deliveries")).toBe("deliveries");
    expect(benchOfArea("Traffic view sqlite, 1,000,000 events")).toBe("analytics");
    expect(benchOfArea("something new")).toBeNull();
  });

  it("carries the rows and sources of the benches that have no results now, and only those", () => {
    const { rows, sources } = carriedOver(block, new Set(["bytes", "publish"]));
    expect(rows.map((r) => r.area)).toEqual([
      "Lighthouse mobile /",
      "submissions sqlite",
      "analytics",
      "Traffic view sqlite, 1,000,000 events",
    ]);
    expect(rows[0]).toEqual({
      area: "Lighthouse mobile /",
      figure: "TBT",
      value: "13 ms",
      budget: "<= 0 ms",
      verdict: "MISS",
    });
    expect(sources.map(([name]) => name)).toEqual(["lighthouse", "api", "analytics"]);
    // Carried figures say they are from an earlier run, once.
    expect(sources[0]![1]).toEqual({
      at: "2026-11-28 19:38 (an earlier run)",
      thisRun: false,
      load: "2.29 at the end",
      carried: true,
    });
    expect(sources[1]![1].at).toBe("2026-11-28 20:07 (an earlier run)");
  });

  it("a row without a verdict stays without one, and all benches with results carry nothing", () => {
    const publish = carriedOver(block, new Set(["bytes", "lighthouse", "api", "analytics"]));
    expect(publish.rows).toEqual([
      {
        area: "publishing sqlite",
        figure: "new listing: /about counts it",
        value: "1,056 ms",
        budget: "reported",
        verdict: "",
      },
    ]);
    const all = carriedOver(block, new Set(["bytes", "lighthouse", "api", "publish", "analytics"]));
    expect(all).toEqual({ rows: [], sources: [] });
  });

  it("puts new and carried rows and sources back in the report's order of benches", () => {
    const row = (area: string) => ({ area, figure: "f", value: "v", budget: "b", verdict: "" as const });
    const merged = inBenchOrder([
      row("publishing sqlite"),
      row("bytes (build)"),
      row("analytics"),
      row("Lighthouse mobile /"),
      row("publishing postgres"),
    ]);
    expect(merged.map((r) => r.area)).toEqual([
      "bytes (build)",
      "Lighthouse mobile /",
      "publishing sqlite",
      "publishing postgres",
      "analytics",
    ]);
    expect(Object.keys(sourcesInBenchOrder({ publish: 1, bytes: 2, analytics: 3, lighthouse: 4 }))).toEqual([
      "bytes",
      "lighthouse",
      "publish",
      "analytics",
    ]);
  });

  it("reads the report docs/performance.md holds now: every row belongs to a bench", () => {
    const text = readFileSync(join(import.meta.dirname, "../../docs/performance.md"), "utf8");
    const start = text.indexOf("<!-- bench-report:start");
    const end = text.indexOf("<!-- bench-report:end -->");
    expect(start).toBeGreaterThan(0);
    const { rows, sources } = carriedOver(text.slice(start, end), new Set());
    expect(rows.length).toBeGreaterThan(20);
    expect(sources.map(([name]) => name)).toContain("lighthouse");
    const table = text
      .slice(start, end)
      .split("\n")
      .filter((l) => /^\| (?!area|bench|-)/.test(l));
    expect(rows.length + sources.length).toBe(table.length);
  });
});
