import { createServer } from "node:net";

/** Whether a loopback port can be listened on now. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((res) => {
    const s = createServer();
    s.once("error", () => res(false));
    s.listen(port, "127.0.0.1", () => s.close(() => res(true)));
  });
}

/** A "lo-hi" range of ports, as the suites' and benches' environment variables give it. */
export function portRange(range: string): [number, number] {
  return range.split("-").map(Number) as [number, number];
}
