/**
 * What both nginx tests share. nginx's workers run as an unprivileged user: they cannot read a
 * checkout under a private folder (a clone in root's home, mode 0700). So the tests never point
 * nginx at the checkout: they serve a copy of the build's files inside their own folder, made
 * readable to the workers, as a deployment serves /srv/corvanta/build.
 */
import { chmodSync, copyFileSync, cpSync, mkdirSync } from "node:fs";
import { join } from "node:path";

/** Copies BUILD's client files and its nginx CSP map into `prefix`/build; returns that folder. */
export function buildForNginx(build: string, prefix: string): string {
  chmodSync(prefix, 0o755);
  const served = join(prefix, "build");
  mkdirSync(served, { recursive: true });
  cpSync(join(build, "client"), join(served, "client"), { recursive: true });
  copyFileSync(join(build, "nginx-csp.conf"), join(served, "nginx-csp.conf"));
  return served;
}
