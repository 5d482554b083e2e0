import type { FastifyInstance, RouteOptions } from "fastify";

/**
 * Lists every route declared in `app`'s scope, once per method, as it is declared: `check` first
 * (it throws for a route that does not say who may call it, so such a route never starts), then
 * its method, its path and what `declared` reads of its config. The workspace API and the public
 * API keep such a list, which their deny-by-default tests enumerate.
 */
export function listRoutes<D extends object>(
  app: FastifyInstance,
  list: ({ method: string; url: string } & D)[],
  check: (route: RouteOptions) => void,
  declared: (route: RouteOptions) => D,
) {
  app.addHook("onRoute", (route) => {
    check(route);
    for (const method of [route.method].flat())
      list.push({ method: String(method), url: route.url, ...declared(route) });
  });
}
