/**
 * The staff workspace stays out of the public site (docs/decisions/0040-workspace-separate-entry.md):
 * no built public page references its bundle or stylesheet, no public page requests anything
 * under /admin (their byte budgets are `npm run check:bytes`'s), and the server
 * answers every /admin/* path with the workspace shell, noindex and a strict CSP.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, realServer, test, waitForHydration } from "./fixtures";

const client = join(process.env.BUILD_DIR ?? "build", "client");

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}
const rel = (full: string) => relative(client, full).split(sep).join("/");

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

    const publicFiles = walk(client).filter(
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

  test("the workspace shell itself has no inline script and says noindex", () => {
    const shell = readFileSync(join(client, "admin", "index.html"), "utf8");
    expect(shell).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    for (const m of shell.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(m[1], "every script is a file").toMatch(/\bsrc=/);
      expect(m[2]!.trim()).toBe("");
    }
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
      expect(scriptSrc.trim()).toBe("'self'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(await res.text()).toContain('<div id="workspace">');
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
