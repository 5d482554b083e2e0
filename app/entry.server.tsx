/**
 * The prerender's document render (React Router calls it once per page at build time; the site has
 * no server rendering at run time). It waits for every Suspense boundary before writing, so each
 * page is complete HTML, with no streaming script to swap a part in. The islands inside it are
 * rendered as roots of their own (app/islands/island.tsx).
 */
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { setIslandRenderer } from "#app/islands/island.tsx";

// Each island is rendered as a root of its own, as the browser hydrates it (app/islands/island.tsx).
setIslandRenderer(renderToString);

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never move a finished boundary out of place (React does that with large ones, to paint
      // sooner while streaming): a page is written in one go, and the swap needs an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        settled = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        // An error inside a boundary would ship its fallback instead of the content: say so in the build.
        responseStatusCode = 500;
        console.error(error);
      },
    });
    setTimeout(() => {
      if (!settled) abort();
    }, streamTimeout + 1000).unref();
  });
}
