/**
 * `npm run bench:pages`: how fast the Node server serves the prerendered site compared with nginx
 * serving the same files (docs/performance.md: at least half of nginx's throughput), reported, never gated.
 *
 * - Site: BENCH_BUILD_DIR (default BUILD_DIR, else ./build); its client/ folder. Build first.
 * - Node: the production bundle (scripts/bundle-server.mjs) with STATIC_DIR=<build>/client,
 *   LOG_LEVEL=info, stdout discarded.
 * - nginx (Debian's; `apt-get install -y nginx` if missing): a temporary config on a loopback port,
 *   worker_processes BENCH_NGINX_WORKERS (default auto), sendfile, gzip on + gzip_static (the .gz files
 *   scripts/postbuild.mjs writes), access log formatted and discarded like the Node log.
 * - Targets: the home page, the first service page, the site's stylesheet; every request sends
 *   Accept-Encoding: gzip (nginx has no brotli here), so both send the same precompressed bytes.
 * - Load: wrk (Debian) with BENCH_THREADS (2) threads and BENCH_CONNECTIONS (32) connections,
 *   2 s of warm-up per server and target, then BENCH_DURATION (5) s per measurement, BENCH_ROUNDS (3)
 *   rounds alternating which server goes first; autocannon if wrk is missing. Medians per server
 *   and target; ratio = Node / nginx.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import * as paths from "#content/paths.ts";
import {
  ROOT,
  bundleServer,
  cannon,
  fmt,
  freePort,
  httpGet,
  median,
  sleep,
  startServer,
  tempDir,
  writeResults,
} from "./common";

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const THREADS = Number(process.env.BENCH_THREADS ?? 2);
const NGINX_WORKERS = process.env.BENCH_NGINX_WORKERS ?? "auto";
const BUILD = resolve(ROOT, process.env.BENCH_BUILD_DIR ?? process.env.BUILD_DIR ?? "build");
const CLIENT = join(BUILD, "client");
const ENCODING = { "accept-encoding": "gzip" };

const say = (s: string) => process.stdout.write(`${s}\n`);
const which = (cmd: string) => {
  const r = spawnSync("sh", ["-c", `command -v ${cmd}`], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
};

interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** wrk's latency figures ("812.00us", "1.20ms", "1.01s") in ms. */
function wrkMs(v: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s)$/.exec(v ?? "");
  if (!m) return NaN;
  return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
}

async function load(wrk: string | null, url: string, seconds = DURATION): Promise<Measure> {
  if (wrk) {
    const r = spawnSync(
      wrk,
      [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
      { encoding: "utf8" },
    );
    if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
    const out = r.stdout;
    const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    return {
      reqPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
      p50: wrkMs(/\s50%\s+(\S+)/.exec(out)?.[1]),
      p99: wrkMs(/\s99%\s+(\S+)/.exec(out)?.[1]),
      non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
      errors: errors ? errors.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    };
  }
  const r = await cannon({ url, headers: ENCODING, connections: CONNECTIONS, duration: seconds });
  return { reqPerSec: r.requests.mean, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function startNginx(nginx: string): Promise<{ port: number; stop: () => Promise<void>; workers: string }> {
  const prefix = tempDir("nginx");
  const port = await freePort();
  for (const d of ["logs", "tmp"]) mkdirSync(join(prefix, d), { recursive: true });
  const conf = `
worker_processes ${NGINX_WORKERS};
daemon off;
master_process on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { text/javascript js mjs; application/manifest+json webmanifest; }
  access_log /dev/null;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server_tokens off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_types text/css text/javascript application/javascript application/json image/svg+xml application/xml text/plain;
  server {
    listen 127.0.0.1:${port};
    root ${CLIENT};
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control "no-cache"; }
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`;
  writeFileSync(join(prefix, "nginx.conf"), conf);
  const test = spawnSync(nginx, ["-t", "-p", prefix, "-c", join(prefix, "nginx.conf")], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx config test failed: ${test.stderr}`);
  const child: ChildProcess = spawn(nginx, ["-p", prefix, "-c", join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await httpGet(port, "/")).status === 200) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error(`nginx exited: ${err}`);
    await sleep(50);
  }
  return {
    port,
    workers: NGINX_WORKERS,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function pickTargets(): { name: string; path: string }[] {
  const services = readdirSync(join(CLIENT, "services"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(CLIENT, "services", d.name, "index.html")))
    .map((d) => d.name)
    .sort();
  const css = readdirSync(join(CLIENT, "assets")).filter((f) => /^root-.*\.css$/.test(f));
  if (!services[0] || !css[0])
    throw new Error(`expected services/<slug>/index.html and assets/root-*.css in ${CLIENT}`);
  return [
    { name: "home page", path: "/" },
    { name: "service page", path: paths.service(services[0]) },
    { name: "stylesheet", path: `/assets/${css[0]}` },
  ];
}

async function main() {
  if (!existsSync(join(CLIENT, "index.html"))) {
    throw new Error(
      `no prerendered site in ${CLIENT}: run \`npm run build\` (or set BENCH_BUILD_DIR to a build folder)`,
    );
  }
  const nginxBin = which("nginx") ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : null);
  const wrk = which("wrk");
  const targets = pickTargets();
  say(
    `Page-serving bench: ${CLIENT}; ${wrk ? `wrk -t${THREADS} -c${CONNECTIONS}` : `autocannon -c ${CONNECTIONS} (wrk not installed)`}, ${DURATION} s x ${ROUNDS} rounds per server and target; Accept-Encoding: gzip`,
  );

  const dataDir = tempDir("pages-data");
  const node = await startServer(bundleServer(), {
    STATIC_DIR: CLIENT,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
  });
  const ng = nginxBin ? await startNginx(nginxBin) : null;
  if (!ng) say("nginx is not installed (apt-get install -y nginx): measuring the Node server alone, no ratio.");
  const servers = [{ name: "node", port: node.port }, ...(ng ? [{ name: "nginx", port: ng.port }] : [])];

  const results: Record<string, Record<string, Measure[]>> = {};
  const checks: Record<string, Record<string, string>> = {};
  try {
    for (const t of targets) {
      for (const s of servers) {
        const r = await httpGet(s.port, t.path, ENCODING);
        const line = `${r.status} ${String(r.headers["content-encoding"] ?? "identity")} ${r.bytes} B`;
        (checks[t.name] ??= {})[s.name] = line;
        if (r.status !== 200) throw new Error(`${s.name} answered ${r.status} for ${t.path}`);
      }
      say(`${t.name.padEnd(13)} ${t.path}: ${servers.map((s) => `${s.name} ${checks[t.name]![s.name]}`).join("; ")}`);
    }
    // Warm-up (JIT, caches, TCP): 2 s per server and target, not counted.
    for (const t of targets) for (const s of servers) await load(wrk, `http://127.0.0.1:${s.port}${t.path}`, 2);
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) {
        const order = round % 2 ? [...servers].reverse() : servers;
        for (const s of order) {
          const m = await load(wrk, `http://127.0.0.1:${s.port}${t.path}`);
          ((results[t.name] ??= {})[s.name] ??= []).push(m);
        }
      }
      say(`round ${round + 1}/${ROUNDS} done`);
    }
  } finally {
    await node.stop();
    await ng?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  say("");
  say(
    `${"target".padEnd(14)}${"node req/s".padStart(12)}${"nginx req/s".padStart(13)}${"ratio".padStart(8)}   node p50/p99      nginx p50/p99`,
  );
  const summaryRows: Record<string, unknown>[] = [];
  for (const t of targets) {
    const med = (s: string, k: keyof Measure) => median((results[t.name]?.[s] ?? []).map((m) => m[k]));
    const n = med("node", "reqPerSec");
    const x = ng ? med("nginx", "reqPerSec") : NaN;
    const ratio = n / x;
    const bad = (s: string) => (results[t.name]?.[s] ?? []).reduce((a, m) => a + m.non2xx + m.errors, 0);
    say(
      `${t.name.padEnd(14)}${fmt(n).padStart(12)}${fmt(x).padStart(13)}${fmt(ratio, 2).padStart(8)}   ` +
        `${fmt(med("node", "p50"), 2)}/${fmt(med("node", "p99"), 2)} ms`.padEnd(18) +
        `${ng ? `${fmt(med("nginx", "p50"), 2)}/${fmt(med("nginx", "p99"), 2)} ms` : "-"}` +
        `${bad("node") + bad("nginx") ? `   (non-2xx/errors: node ${bad("node")}, nginx ${bad("nginx")})` : ""}`,
    );
    summaryRows.push({
      target: t.name,
      path: t.path,
      response: checks[t.name],
      nodeReqPerSec: n,
      nginxReqPerSec: x,
      ratio,
      samples: results[t.name],
    });
  }
  if (ng) {
    const ratios = summaryRows.map((r) => r.ratio as number);
    const worst = Math.min(...ratios);
    say(
      `${worst >= 0.5 ? "PASS" : "MISS"} Node / nginx throughput: ${ratios.map((r) => fmt(r, 2)).join(", ")} (bar >= 0.5 on every target; nginx worker_processes ${ng.workers}, Node one process)`,
    );
  }
  const file = writeResults("pages", {
    at: new Date().toISOString(),
    settings: {
      duration: DURATION,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      threads: THREADS,
      tool: wrk ? "wrk" : "autocannon",
      nginxWorkers: NGINX_WORKERS,
      client: CLIENT,
    },
    targets: summaryRows,
  });
  say(`\nwrote ${file}`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
