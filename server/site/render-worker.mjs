// @ts-check
/**
 * The page renderer's own thread (docs/decisions/0135-pages-rendered-off-the-event-loop.md).
 *
 * Rendering one page with the build's server bundle takes 20-25 ms of JavaScript; a whole site
 * is some seconds of it. On the server's thread that time is taken from every request in flight:
 * the publish bench measured quote acknowledgements' p99 at 0.4-0.6 s during a whole-site
 * re-render. This worker owns the server bundle instead and renders one page per message, while
 * the server's thread goes on answering.
 *
 * It is plain JavaScript, checked by TypeScript through the comment on the first line, so that the
 * same file runs unchanged under the test runner, tsx and the production bundle (which copies it
 * beside main.js), as server/db/sqlite-worker.mjs does.
 *
 * workerData: { serverBuildFile: string, pipelineFile: string, contentKey: string }.
 * Messages in: { type: "render", id, path, content?, favicon?, served? } (content: the SiteContent
 * to render with, left out when it is the one of the previous message; favicon: given when the
 * page is to be finished here as well, with finishPage() of server/site/page-pipeline.ts, loaded
 * from pipelineFile, the production bundle's copy; served: the ETag of the page served now) and
 * { type: "load" } (import the bundle now).
 * Messages out: { type: "ready" } or { type: "load-error", message } once the bundle is loaded,
 * then for each render { id, finished } when a favicon was given and the pipeline could be loaded
 * (the page's bytes and variants, their buffers transferred rather than copied, or only
 * { unchanged, etag } when it has the served ETag: decision 172), else { id, html } (the page as
 * React Router rendered it; the server finishes it), or { id, error: { message, status?, detail? } }.
 * What the routes write to the console while a page renders (React Router reports a loader's
 * error there) is kept, and an error's answer carries it as `detail` for the server's log: the
 * thread's own console would print it on stderr, beside the log and out of its format.
 * The thread takes one message at a time: renders never overlap.
 */
import { parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { format } from "node:util";
import { createRequestHandler } from "react-router";

if (!parentPort) throw new Error("render-worker.mjs runs only as a worker thread");
const port = parentPort;
const options = /** @type {{ serverBuildFile: string, pipelineFile: string, contentKey: string }} */ (workerData);

/** @typedef {{ finishPage: (raw: string, path: string, favicon: string, served?: string) => Record<string, unknown> }} Pipeline */
/** @type {Promise<Pipeline | null> | null} */
let pipeline = null;
/** The page pipeline of the production bundle, or null when this build has none (the server finishes pages then). */
function loadPipeline() {
  pipeline ??= import(pathToFileURL(options.pipelineFile).href).then(
    (m) => /** @type {Pipeline} */ (m),
    () => null,
  );
  return pipeline;
}

/** @type {Promise<(request: Request, context?: unknown) => Promise<Response>> | null} */
let handler = null;
/** @type {unknown} */
let content = null;

/** What was written to the console during the current render (bounded). */
/** @type {string[]} */
let written = [];
const MAX_DETAIL = 4000;
/** @param {unknown[]} args */
const keep = (...args) => {
  if (written.join("\n").length < MAX_DETAIL) written.push(format(...args));
};
// Replaced, not called: what a render writes goes to the server's log with its error.
console.error = keep;
console.warn = keep;
// eslint-disable-next-line no-console -- replaced, not called
console.log = keep;
const detail = () => (written.length ? written.join("\n").slice(0, MAX_DETAIL) : undefined);

function load() {
  handler ??= import(pathToFileURL(options.serverBuildFile).href).then((build) => {
    const handle = createRequestHandler(build, "production");
    port.postMessage({ type: "ready" });
    return (/** @type {Request} */ request, /** @type {unknown} */ context) =>
      handle(request, /** @type {never} */ (context));
  });
  // A bundle that failed to load is tried again by the next message.
  handler.catch(() => {
    handler = null;
  });
  return handler;
}

/** @param {string} path @param {string | undefined} favicon @param {string | undefined} served */
async function render(path, favicon, served) {
  const handle = await load();
  const context = { [options.contentKey]: content };
  const dataPath = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  const dataResponse = await handle(new Request(`http://localhost${dataPath}`), context);
  const data = await dataResponse.text();
  if (dataResponse.status !== 200 && dataResponse.status !== 202)
    return { error: { message: `the page's data answered ${dataResponse.status}`, status: dataResponse.status } };
  const documentResponse = await handle(
    new Request(`http://localhost${path === "/" ? "/" : `${path}/`}`, {
      headers: { "X-React-Router-Prerender-Data": encodeURI(data) },
    }),
    context,
  );
  const html = await documentResponse.text();
  if (documentResponse.status !== 200)
    return { error: { message: `the page answered ${documentResponse.status}`, status: documentResponse.status } };
  const finisher = favicon === undefined ? null : await loadPipeline();
  // The navigation data rendered the document and goes no further: no page navigates on the
  // client since the islands (decision 130), so it is not written (server/site/publisher.ts).
  return finisher && favicon !== undefined ? { finished: finisher.finishPage(html, path, favicon, served) } : { html };
}

/**
 * The buffers of a finished page's bytes, to transfer to the server's thread instead of copying
 * them. Each byte array is given a buffer of its own first if it shares one (Node's small-buffer
 * pool), so that nothing else is taken from this thread.
 * @param {Record<string, unknown>} finished
 */
function transferable(finished) {
  /** @type {ArrayBuffer[]} */
  const list = [];
  for (const key of ["body", "br", "gz"]) {
    let bytes = finished[key];
    if (!(bytes instanceof Uint8Array)) continue;
    if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) bytes = new Uint8Array(bytes);
    const plain = new Uint8Array(/** @type {Uint8Array} */ (bytes).buffer);
    finished[key] = plain;
    list.push(/** @type {ArrayBuffer} */ (plain.buffer));
  }
  return list;
}

// One message at a time, in order: a render's content is the one its message (or an earlier one) set.
/** @type {Promise<unknown>} */
let queue = Promise.resolve();
port.on(
  "message",
  (
    /** @type {{ type: string, id?: number, path?: string, content?: unknown, favicon?: string, served?: string }} */ message,
  ) => {
    queue = queue.then(async () => {
      if (message.type === "load") {
        await load().catch((/** @type {unknown} */ e) =>
          port.postMessage({ type: "load-error", message: e instanceof Error ? e.message : String(e) }),
        );
        return;
      }
      if (message.type !== "render" || typeof message.path !== "string") return;
      if ("content" in message) content = message.content;
      written = [];
      try {
        const page = await render(message.path, message.favicon, message.served);
        if ("error" in page) port.postMessage({ id: message.id, error: { ...page.error, detail: detail() } });
        else if (page.finished) port.postMessage({ id: message.id, ...page }, transferable(page.finished));
        else port.postMessage({ id: message.id, ...page });
      } catch (e) {
        port.postMessage({
          id: message.id,
          error: { message: e instanceof Error ? e.message : String(e), detail: detail() },
        });
      }
    });
  },
);
