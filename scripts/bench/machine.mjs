// @ts-check
/**
 * What state the machine is in, for a bench's figures to be read against (docs/performance.md
 * "Which state the machine was in").
 *
 * These machines have two slow states, and a plain CPU loop shows only one of them. On
 * 2026-12-07 a loop of 10⁹ additions took 4.8-5.1 s (as fast as ever) while touching fresh
 * memory for the first time cost about ten times its usual price: 1.9-2.2 s for 512 MiB. A
 * browser loading a page touches fresh memory all the time (a renderer, its script context, the
 * document), so Lighthouse's blocking time read 130-1,170 ms on Home, against 0 on a machine in
 * its fast state. So both are measured, each in a fresh process.
 */
import { spawnSync } from "node:child_process";

/** @param {string} code a script that prints milliseconds */
const probe = (code) => {
  const out = spawnSync(process.execPath, ["-e", code], { encoding: "utf8", timeout: 60_000 });
  const ms = Number(out.stdout.trim());
  return Number.isFinite(ms) && out.status === 0 ? Math.round(ms) : null;
};

/**
 * Milliseconds for 10⁸ additions in a loop (CPU speed), and for touching 256 MiB of memory the
 * process has never used, one write per 4 KiB page (the price of a page fault).
 * @returns {{ loopMs: number | null, firstTouchMs: number | null }}
 */
export function machineState() {
  return {
    loopMs: probe(
      "const t=performance.now();let s=0;for(let i=0;i<1e8;i++)s+=i;console.log(s>0?performance.now()-t:0)",
    ),
    firstTouchMs: probe(
      "const t=performance.now();const b=Buffer.allocUnsafeSlow(256*1024*1024);for(let i=0;i<b.length;i+=4096)b[i]=1;console.log(performance.now()-t)",
    ),
  };
}

/**
 * One line for a bench's output.
 * @param {{ loopMs: number | null, firstTouchMs: number | null }} m
 */
export const describeMachine = (m) =>
  `machine: 10^8 additions ${m.loopMs ?? "?"} ms, first touch of 256 MiB ${m.firstTouchMs ?? "?"} ms`;
