/**
 * The Nu HTML Checker (vnu-jar, run with the system's Java: Debian's default-jre-headless) on
 * every prerendered page of the build: no errors. Warnings (advice such as redundant roles) are
 * not failures. Reads the build folder directly, so it needs `npm run build` first.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";

const client = join(process.env.BUILD_DIR ?? "build", "client");
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

function pages(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== "assets") pages(full, out);
    } else if (name.endsWith(".html") && name !== "__spa-fallback.html") out.push(full);
  }
  return out;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

test("the Nu HTML Checker finds no error on any prerendered page", async () => {
  test.setTimeout(240_000);
  expect(existsSync(client), `${client} is missing: run npm run build first`).toBe(true);
  const files = pages(client);
  expect(files.length).toBeGreaterThan(50);
  // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
  const result = await promisify(execFile)("java", ["-jar", vnuJar, "--format", "json", "--errors-only", ...files], {
    maxBuffer: 32 * 1024 * 1024,
  }).catch((e: { stderr?: string; code?: number }) => {
    if (typeof e.stderr !== "string" || !e.stderr.startsWith("{")) throw e;
    return { stderr: e.stderr };
  });
  const messages = (JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map(
      (m) =>
        `${relative(client, decodeURIComponent(new URL(m.url).pathname))}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ""}`,
    );
  expect(errors).toEqual([]);
});
