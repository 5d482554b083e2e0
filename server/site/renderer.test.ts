/**
 * The renderer's thread when a server bundle misbehaves: a bundle that cannot load, and one that
 * never answers (tests/publishing renders real pages through the same thread against the build).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedContent } from "#content/site-content.ts";
import { PageRenderer, RenderError } from "./renderer";

const dir = mkdtempSync(join(tmpdir(), "renderer-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function bundle(name: string, source: string): string {
  const file = join(dir, name);
  writeFileSync(file, source);
  return file;
}

describe("the page renderer's thread", () => {
  it("a bundle that cannot load refuses the render with the reason, and is tried again by the next", async () => {
    const file = bundle("broken.mjs", `throw new Error("the bundle is broken");\n`);
    const renderer = new PageRenderer(file);
    try {
      expect(renderer.available()).toBe(true);
      renderer.warm();
      const first = renderer.render("/career", seedContent());
      await expect(first).rejects.toBeInstanceOf(RenderError);
      await expect(first).rejects.toThrow(/^\/career: the bundle is broken$/);
      // The next render asks the thread to load the bundle again, and is refused with the same reason.
      await expect(renderer.render("/about", seedContent())).rejects.toThrow(/^\/about: the bundle is broken$/);
    } finally {
      await renderer.close();
    }
  });

  it("a render that never answers is given up, and the next render gets a new thread", async () => {
    const file = bundle("hangs.mjs", `await new Promise(() => {});\n`);
    const renderer = new PageRenderer(file, 300);
    try {
      await expect(renderer.render("/", seedContent())).rejects.toThrow(/^\/: no page after 300 ms$/);
      // The hung thread was ended; the next render starts another (which hangs the same way).
      await expect(renderer.render("/career", seedContent())).rejects.toThrow(/^\/career: no page after 300 ms$/);
    } finally {
      await renderer.close();
    }
  });

  it("a closed renderer refuses at once, and a missing bundle is not available", async () => {
    const renderer = new PageRenderer(join(dir, "missing.mjs"));
    expect(renderer.available()).toBe(false);
    await renderer.close();
    await expect(renderer.render("/", seedContent())).rejects.toThrow(/the renderer is closed/);
  });
});
