import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_CSP, pageCspFromHtml, pageCspHeader } from "./csp";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

describe("CSP hashes of prerendered pages", () => {
  it("hashes inline scripts exactly as written, skips external ones and data blocks", () => {
    const html = `<html><head><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script></head><body><script>window.x = "é";\n</script><script type="module" async="">import "/b.js";</script><script type="text/javascript">c()</script></body></html>`;
    const csp = pageCspFromHtml(html);
    expect(csp.script).toEqual([sha('window.x = "é";\n'), sha('import "/b.js";'), sha("c()")].sort());
    expect(csp.style).toEqual([]);
    expect(csp.styleAttr).toEqual([]);
  });

  it("hashes inline styles and style attributes (which need 'unsafe-hashes')", () => {
    const csp = pageCspFromHtml(
      `<style>.a{color:red}</style><div style="width:10px">x</div><script>var s = '<div style="x">'</script>`,
    );
    expect(csp.style).toEqual([sha(".a{color:red}")]);
    expect(csp.styleAttr).toEqual([sha("width:10px")]);
    const header = pageCspHeader(csp);
    expect(header).toContain(`style-src 'self' '${sha(".a{color:red}")}' 'unsafe-hashes' '${sha("width:10px")}'`);
  });

  it("builds a policy without unsafe-inline or unsafe-eval", () => {
    const header = pageCspHeader({ script: ["sha256-abc"], style: [], styleAttr: [] });
    expect(header).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(API_CSP).toContain("default-src 'none'");
    expect(header + API_CSP).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
