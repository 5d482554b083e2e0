/**
 * The staff workspace stays out of the public site (docs/decisions/0040-workspace-separate-entry.md):
 * no built public page references its bundle or stylesheet, no public page requests anything
 * under /admin (their byte budgets are `npm run check:bytes`'s), and the server
 * answers every /admin/* path with the workspace shell, noindex and a strict CSP.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { filesUnder } from "#server/lib/files.ts";
import { expect, realServer, test, waitForHydration } from "./fixtures";

const client = join(process.env.BUILD_DIR ?? "build", "client");

const rel = (full: string) => relative(client, full).split(sep).join("/");

/** The text of each inline <script> of a page (those without src). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]!))
    .map((m) => m[2]!);
}

test.describe("the built public site", () => {
  test("no public page, script or stylesheet references the workspace's files", () => {
    const shell = readFileSync(join(client, "admin", "index.html"), "utf8");
    const workspaceAssets = [...shell.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(
      workspaceAssets.some((a) => a.endsWith(".js")),
      "the shell loads a script",
    ).toBe(true);
    expect(
      workspaceAssets.some((a) => a.endsWith(".css")),
      "the shell loads a stylesheet",
    ).toBe(true);
    const names = workspaceAssets.map((a) => a.split("/").pop()!);

    const publicFiles = filesUnder(client).filter(
      (f) => !rel(f).startsWith("admin/") && /\.(html|js|css|data|json|xml|txt)$/.test(f),
    );
    const pages = publicFiles.filter((f) => f.endsWith(".html"));
    expect(pages.length, "the public pages were built").toBeGreaterThan(20);
    for (const file of publicFiles) {
      const text = readFileSync(file, "utf8");
      for (const name of names) expect(text.includes(name), `${rel(file)} mentions ${name}`).toBe(false);
      expect(text.includes("/admin/assets"), `${rel(file)} mentions /admin/assets`).toBe(false);
    }
    // Tailwind builds the public stylesheet without scanning app/workspace: a class only the
    // workspace uses (the shell's width, an arbitrary value any theme would compile) is absent.
    const shellCss = readFileSync(
      join(
        client,
        "admin",
        workspaceAssets.find((a) => a.endsWith(".css"))!,
      ),
      "utf8",
    );
    expect(shellCss).toContain("max-w-\\[88rem\\]");
    for (const file of publicFiles.filter((f) => f.endsWith(".css"))) {
      expect(readFileSync(file, "utf8").includes("max-w-\\[88rem\\]"), rel(file)).toBe(false);
    }
  });

  test("the workspace shell's only inline script is the theme's, and it says noindex", () => {
    const shell = readFileSync(join(client, "admin", "index.html"), "utf8");
    expect(shell).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const inline = inlineScripts(shell);
    // The light/dark choice, read before the first paint as on the public site (decision 0150);
    // every other script is a file.
    expect(inline, "one inline script").toHaveLength(1);
    expect(inline[0]).toContain("theme");
  });
});

test.describe("public pages in the browser", () => {
  for (const path of ["/", "/quote", "/contact", "/services"]) {
    // The byte budgets of every public page are checked on the build output by `npm run check:bytes`.
    test(`${path} requests nothing under /admin`, async ({ page }) => {
      const scripts = new Set<string>();
      const admin: string[] = [];
      page.on("response", (res) => {
        const url = new URL(res.url());
        if (url.pathname === "/admin" || url.pathname.startsWith("/admin/")) admin.push(url.pathname);
        if (res.request().resourceType() === "script" && res.ok()) scripts.add(url.pathname);
      });
      await page.goto(path);
      // The scripts start after the first paint (docs/decisions/0098-nothing-before-the-first-paint.md),
      // which on a busy machine can come more than the 500 quiet ms of "networkidle" after the load
      // event: wait for the page to hydrate, then for the network to settle.
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(admin, "requests under /admin").toEqual([]);
      expect(scripts.size, "the page loads its scripts").toBeGreaterThan(0);
    });
  }
});

test.describe("the server and /admin", () => {
  test.skip(!realServer, "the /admin fallback is the production server's");

  for (const path of ["/admin", "/admin/", "/admin/inbox", "/admin/inbox/quote/123?x=1", "/admin/invitation"]) {
    test(`${path} answers the workspace shell, noindex, with a strict CSP`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const h = res.headers();
      expect(h["content-type"]).toMatch(/text\/html/);
      expect(h["x-robots-tag"]).toMatch(/noindex/);
      expect(h["cache-control"]).toBe("no-cache");
      const csp = h["content-security-policy"] ?? "";
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
      // 'self' and the hash of the shell's one inline script (the theme), nothing else.
      const body = await res.text();
      const hashes = inlineScripts(body).map((t) => `'sha256-${createHash("sha256").update(t).digest("base64")}'`);
      expect(hashes).toHaveLength(1);
      expect(scriptSrc.trim()).toBe(["'self'", ...hashes].join(" "));
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(body).toContain('<div id="workspace">');
    });
  }

  test("workspace assets are immutable and robots.txt disallows /admin", async ({ request }) => {
    const shell = await (await request.get("/admin")).text();
    const js = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(js).toBeTruthy();
    const asset = await request.get(js!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toMatch(/immutable/);
    expect((await request.get("/admin/assets/missing.js")).status()).toBe(404);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toMatch(/\/admin/);
  });
});
