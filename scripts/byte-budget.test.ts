import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BEACON_BUDGET,
  BUDGETS,
  beaconBytes,
  EXCLUDED_FOLDERS,
  KIB,
  brotliBytes,
  measureBuild,
  overruns,
  report,
  WORKSPACE_BUDGET,
  workspaceBytes,
} from "./byte-budget";

// A synthetic build folder: random bytes do not compress, so a file of N random bytes (as hex,
// which brotli halves) has a known brotli size, and a test can put a page just over a budget.
let client: string;
beforeEach(() => {
  client = mkdtempSync(join(tmpdir(), "byte-budget-"));
});
afterEach(() => rmSync(client, { recursive: true, force: true }));

function put(path: string, body: string) {
  const file = join(client, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}
/** A file of the synthetic build's assets folder. */
const asset = (name: string, ext = "js") => ["assets", `${name}.${ext}`].join("/");
/** A JavaScript string literal of about `kib` KiB brotli (random hex compresses to half). */
const noise = (kib: number) => randomBytes(Math.round(kib * KIB)).toString("hex");

function page(path: string, opts: { head?: string; boot?: string[]; body?: string } = {}) {
  const boot = opts.boot ?? ["/assets/entry.js", "/assets/route.js"];
  // The shape scripts/postbuild.mjs leaves: the preloads listed inside the deferred bootstrap script.
  put(
    path,
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/site.css"/>${opts.head ?? ""}</head><body>` +
      `<main>${opts.body ?? "Hello"}</main><script type="module">requestAnimationFrame(()=>setTimeout(async()=>{` +
      `for(const h of ${JSON.stringify(boot)}){}` +
      `const [a]=await Promise.all([import("${boot[1]}")]);import("${boot[0]}")},0));</script></body></html>`,
  );
}

function smallSite() {
  put(
    asset("entry", "js"),
    `import{a as b}from"./shared.js";import"./side.js";const l=()=>import("./lazy.js");export{l};`,
  );
  put(asset("shared", "js"), `export const a="${noise(1)}";`);
  put(asset("side", "js"), `export*from"./deep.js";`);
  put(asset("deep", "js"), `export const d="${noise(0.5)}";`);
  put(asset("lazy", "js"), `export const z="${noise(200)}";`);
  put(asset("route", "js"), `import{a}from"./shared.js";export default a;`);
  put(asset("site", "css"), `body{color:red}`);
  page("index.html");
  page("services/devops/index.html");
}

describe("byte budgets of the public pages", () => {
  it("counts the HTML's modules and their static imports, not dynamic ones", () => {
    smallSite();
    const [home] = measureBuild(client).filter((p) => p.page === "/");
    expect(home!.jsFiles).toEqual([
      "/assets/deep.js",
      "/assets/entry.js",
      "/assets/route.js",
      "/assets/shared.js",
      "/assets/side.js",
    ]);
    expect(home!.cssFiles).toEqual(["/assets/site.css"]);
    const expected = ["entry", "shared", "side", "deep", "route"].reduce(
      (n, f) => n + brotliBytes(join(client, asset(f))),
      0,
    );
    // The inline bootstrap runs before any interaction too: counted, each inline script on its own.
    expect(home!.inlineJs).toBeGreaterThan(0);
    expect(home!.js).toBe(expected + home!.inlineJs);
    expect(home!.html).toBe(brotliBytes(join(client, "index.html")));
    expect(overruns(measureBuild(client))).toEqual([]);
    expect(report(measureBuild(client))).toContain("PASS");
  });

  it("fails a page whose JavaScript before interaction passes 5 KiB, and names it", () => {
    smallSite();
    put(asset("big-route", "js"), `import"./shared.js";export const b="${noise(6)}";`);
    page("services/devops/index.html", { boot: ["/assets/entry.js", "/assets/big-route.js"] });
    const pages = measureBuild(client);
    const over = overruns(pages);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatchObject({ page: "/services/devops", kind: "js", budget: BUDGETS.js });
    expect(BUDGETS.js).toBe(5 * KIB);
    expect(over[0]!.bytes).toBeGreaterThan(5 * KIB);
    const text = report(pages);
    expect(text).toMatch(/FAIL: 1 page budget/);
    expect(text).toMatch(/\/services\/devops: JS \d+\.\d KiB > 5\.0 KiB/);
  });

  it("counts inline scripts that run, not data blocks, and fails a page whose inline script alone passes 5 KiB", () => {
    smallSite();
    const ld = `<script type="application/ld+json">{"x":"${noise(8)}"}</script>`;
    page("about/index.html", { head: ld });
    page("career/index.html", { head: `<script>window.x="${noise(6)}"</script>` });
    const pages = measureBuild(client);
    const about = pages.find((p) => p.page === "/about")!;
    const home = pages.find((p) => p.page === "/")!;
    // The JSON-LD block is HTML, not script: /about counts what / counts.
    expect(about.inlineJs).toBe(home.inlineJs);
    expect(pages.find((p) => p.page === "/career")!.inlineJs).toBeGreaterThan(5 * KIB);
    expect(overruns(pages).map((o) => `${o.page} ${o.kind}`)).toEqual(["/career js"]);
  });

  it("fails CSS over 15 KiB and an HTML document over 30 KiB", () => {
    smallSite();
    put(asset("heavy", "css"), `.x{background:url("data:,${noise(16)}")}`);
    page("about/index.html", { head: `<link rel="stylesheet" href="/assets/heavy.css"/>` });
    page("career/index.html", { body: noise(31) });
    const kinds = overruns(measureBuild(client)).map((o) => `${o.page} ${o.kind}`);
    expect(kinds.sort()).toEqual(["/about css", "/career html"]);
  });

  it("leaves out the staff workspace folder by name, and only that folder", () => {
    smallSite();
    expect(EXCLUDED_FOLDERS).toEqual(["admin"]);
    put(["admin", asset("app")].join("/"), `export const w="${noise(140)}";`);
    put("admin/index.html", `<script type="module" src="/admin/assets/app.js"></script>`);
    // A public page in a folder that merely starts with "admin" is still measured.
    put("administration/index.html", `<script type="module" src="/admin/assets/app.js"></script>`);
    const pages = measureBuild(client).map((p) => p.page);
    expect(pages).not.toContain("/admin");
    expect(pages).toContain("/administration");
    expect(overruns(measureBuild(client)).map((o) => o.page)).toEqual(["/administration"]);
  });

  it("counts the islands loader the boot script fetches, not the runtime it imports on the first interaction", () => {
    smallSite();
    put(asset("island-loader-Ab12"), `(()=>{import(document.currentScript.dataset.entry)})();${noise(1)}`);
    put(asset("beacon-Cd34"), "navigator.sendBeacon('/api/event')");
    put(
      "quote/index.html",
      `<!DOCTYPE html><html><head><script>window.__i={}</script></head><body><main>Hi</main>` +
        `<script data-src="/${asset("island-loader-Ab12")}" data-beacon="/${asset("beacon-Cd34")}" data-entry="/assets/entry.js"></script></body></html>`,
    );
    const [quote] = measureBuild(client).filter((p) => p.page === "/quote");
    expect(quote!.jsFiles).toEqual(["/assets/beacon-Cd34.js", "/assets/island-loader-Ab12.js"]);
    expect(quote!.js).toBe(
      brotliBytes(join(client, asset("island-loader-Ab12"))) +
        brotliBytes(join(client, asset("beacon-Cd34"))) +
        quote!.inlineJs,
    );
    expect(quote!.inlineJs).toBeGreaterThan(0);
  });

  it("refuses a page that names an asset missing from the build", () => {
    smallSite();
    page("index.html", { boot: ["/assets/entry.js", "/assets/gone.js"] });
    expect(() => measureBuild(client)).toThrow(/names \/assets\/gone\.js/);
  });
});

describe("the page-view beacon", () => {
  const beacon = readFileSync(new URL("../app/lib/beacon.js", import.meta.url), "utf8");
  const page = (src: string) => `<body><main></main><script type="module" src="/${src}" async=""></script></body>`;

  it("is at most 1 KiB brotli, as root.tsx loads it on every page", () => {
    put(asset("beacon-Ab12"), beacon);
    const bytes = beaconBytes(page(asset("beacon-Ab12")), client);
    expect(bytes).not.toBeNull();
    expect(bytes).toBeGreaterThan(0);
    expect(bytes!).toBeLessThanOrEqual(BEACON_BUDGET);
    // As root.tsx names it: on the islands loader, which loads it once the page has painted.
    const loader = `<body><script data-src="/${asset("loader-Cd34")}" data-beacon="/${asset("beacon-Ab12")}"></script></body>`;
    put(asset("loader-Cd34"), "void 0");
    expect(beaconBytes(loader, client)).toBe(bytes);
  });

  it("fails a beacon over 1 KiB, and a page without one", () => {
    put(asset("beacon-Big1"), `navigator.sendBeacon("/api/event","${noise(1.2)}")`);
    expect(beaconBytes(page(asset("beacon-Big1")), client)!).toBeGreaterThan(BEACON_BUDGET);
    expect(beaconBytes(`<script type="module">console.log(1)</script>`, client)).toBeNull();
  });
});

describe("the staff workspace's start-up", () => {
  // Built from parts, as above: scripts/docs.test.ts reads a whole path as one of the repository's.
  const file = (name: string) => ["admin", asset(name)].join("/");
  const index = (entry: string) =>
    put("admin/index.html", `<script type="module" crossorigin src="/${file(entry)}"></script>`);

  it("counts the entry and what it imports statically, not the screens it loads on demand", () => {
    index("index-A1");
    put(file("index-A1"), `import{a}from"./shared-B2.js";const e=()=>import("./editor-C3.js");${noise(10)}`);
    put(file("shared-B2"), `export const a="${noise(20)}";`);
    put(file("editor-C3"), `export const e="${noise(200)}";`);
    const bytes = workspaceBytes(client)!;
    expect(bytes).toBeGreaterThan(28 * KIB);
    expect(bytes).toBeLessThan(34 * KIB);
    expect(bytes).toBeLessThanOrEqual(WORKSPACE_BUDGET);
  });

  it("fails a start-up over the budget, and a build without a workspace", () => {
    expect(workspaceBytes(client)).toBeNull();
    index("index-Big");
    put(file("index-Big"), `export const w="${noise(WORKSPACE_BUDGET / KIB + 2)}";`);
    expect(workspaceBytes(client)!).toBeGreaterThan(WORKSPACE_BUDGET);
  });
});
