import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file below `dir` (links followed), leaving out dotfiles and dot-folders: what a site
 * folder serves. Used by the static site (server/plugins/static-site.ts) and the build's
 * post-processing (scripts/postbuild.mjs).
 */
export function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) filesUnder(full, out);
    else if (st.isFile()) out.push(full);
  }
  return out;
}
