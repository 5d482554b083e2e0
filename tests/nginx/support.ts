/**
 * What both nginx tests share. nginx's workers run as an unprivileged user: they cannot read a
 * checkout under a private folder (a clone in root's home, mode 0700). So the tests never point
 * nginx at the checkout: they serve a copy of the build's files inside their own folder, made
 * readable to the workers, as a deployment serves /srv/corvanta/build.
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { portFree, portRange } from "../support/ports";

/** The nginx program, where Debian installs it; undefined where it is not installed. */
export const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((p) => existsSync(p));
/** Debian's brotli_static module (libnginx-mod-http-brotli-static), by its absolute path. */
export const BROTLI_MODULE = "/usr/share/nginx/modules/ngx_http_brotli_static_module.so";
/** NGINX_TEST_PORTS ("4300-4399" by default): the ports the nginx tests may listen on. */
export const [PORT_LO, PORT_HI] = portRange(process.env.NGINX_TEST_PORTS ?? "4300-4399");

const taken = new Set<number>();
/** A loopback port in NGINX_TEST_PORTS that is free and not yet handed out by this file. */
export async function freePort(): Promise<number> {
  for (let p = PORT_LO; p <= PORT_HI; p++) {
    if (!taken.has(p) && (await portFree(p))) {
      taken.add(p);
      return p;
    }
  }
  throw new Error(`no free port in ${PORT_LO}-${PORT_HI} (NGINX_TEST_PORTS)`);
}

/**
 * A whole nginx.conf around `body` (the http block's own lines and servers), with every file
 * nginx writes inside `prefix`. The brotli module is loaded by its absolute path: the files in
 * /etc/nginx/modules-enabled name it relative to nginx's own prefix.
 */
export function nginxConf(prefix: string, body: string): string {
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
load_module ${BROTLI_MODULE};
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
${body}
}
`;
}

/** Copies BUILD's client files and its nginx CSP map into `prefix`/build; returns that folder. */
export function buildForNginx(build: string, prefix: string): string {
  chmodSync(prefix, 0o755);
  const served = join(prefix, "build");
  mkdirSync(served, { recursive: true });
  cpSync(join(build, "client"), join(served, "client"), { recursive: true });
  copyFileSync(join(build, "nginx-csp.conf"), join(served, "nginx-csp.conf"));
  return served;
}
