/**
 * Renders public pages at run time with the build's own server bundle (BUILD_DIR/server/index.js,
 * which `react-router build` writes and prerenders with): the same routes, loaders and React as
 * the build, asked the same way the prerender asks (a data request, then the document with that
 * data), with the published content in the loader context. Nothing from the build tools: the
 * bundle needs only the production dependencies (docs/publishing.md).
 *
 * The rendering itself runs in a worker thread (server/site/render-worker.mjs,
 * docs/decisions/0135-pages-rendered-off-the-event-loop.md), so the server's thread keeps answering
 * requests while a whole site is rendered.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import type { FinishedPage, UnchangedPage } from "./page-pipeline";
import { CONTENT_KEY, type SiteContent } from "#content/site-content.ts";

export interface RenderedPage {
  path: string;
  /** The document as React Router rendered it (before server/site/postprocess.ts). */
  html: string;
}

/** A page the renderer's thread finished (server/site/page-pipeline.ts), its bytes as Buffers. */
export type PageFile = Omit<FinishedPage, "body" | "br" | "gz"> & {
  body: Buffer;
  br: Buffer | null;
  gz: Buffer | null;
};

/**
 * What finish() answers: the page ready to serve, or only that it is the one served, or (a build
 * without the pipeline) the page as React Router rendered it, for the server to finish.
 */
export type FinishAnswer = PageFile | UnchangedPage | RenderedPage;

export class RenderError extends Error {
  constructor(
    readonly path: string,
    message: string,
    /** What the routes wrote to the console while the page failed (for the server's log, never for a visitor). */
    readonly detail?: string,
  ) {
    super(`${path}: ${message}`);
    this.name = "RenderError";
  }
}

type Answer =
  | { id: number; html: string }
  | { id: number; finished: FinishedPage | UnchangedPage }
  | { id: number; error: { message: string; detail?: string } };

/** A byte array that came from the thread, as a Buffer over the same memory (no copy). */
const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

interface Pending {
  path: string;
  resolve: (page: FinishAnswer) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/** A page that takes longer than this is given up and the thread started again (a loop in a loader). */
const RENDER_TIMEOUT_MS = 60_000;

export class PageRenderer {
  private worker: Worker | null = null;
  private sent: SiteContent | null = null;
  private pending = new Map<number, Pending>();
  private ids = 0;
  private closed = false;

  constructor(
    private readonly serverBuildFile: string,
    private readonly timeoutMs = RENDER_TIMEOUT_MS,
  ) {}

  /** Whether this install has the server bundle (a build made before publishing existed has not). */
  available(): boolean {
    return existsSync(this.serverBuildFile);
  }

  /** Starts the thread and loads the server bundle ahead of the first publication (its import takes a second or more). */
  warm(): void {
    if (!this.closed) this.thread().postMessage({ type: "load" });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./render-worker.mjs", import.meta.url), {
      workerData: {
        serverBuildFile: this.serverBuildFile,
        // Beside the server bundle: written by scripts/bundle-server.mjs from server/site/page-pipeline.ts.
        pipelineFile: join(dirname(this.serverBuildFile), "page-pipeline.js"),
        contentKey: CONTENT_KEY,
      },
    });
    // The thread never keeps the process alive: close() or the process's exit ends it.
    worker.unref();
    worker.on("message", (answer: Answer | { type: string }) => {
      if (!("id" in answer)) return;
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      clearTimeout(waiting.timer);
      if ("error" in answer) waiting.reject(new RenderError(waiting.path, answer.error.message, answer.error.detail));
      else if ("html" in answer) waiting.resolve({ path: waiting.path, html: answer.html });
      else if ("unchanged" in answer.finished) waiting.resolve(answer.finished);
      else {
        const { body, br, gz, ...rest } = answer.finished;
        waiting.resolve({ ...rest, body: buffer(body), br: br && buffer(br), gz: gz && buffer(gz) });
      }
    });
    worker.on("error", (err) => this.retire(worker, `the renderer stopped (${err.message})`));
    worker.on("exit", (code) => this.retire(worker, `the renderer stopped (exit code ${code})`));
    this.worker = worker;
    return worker;
  }

  /** Leaves a thread that died or hung: what waited on it is refused, and the next render starts a new one. */
  private retire(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.sent = null;
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new RenderError(waiting.path, reason));
      this.pending.delete(id);
    }
    void worker.terminate();
  }

  /** Renders one page, as React Router renders it (a preview, a publication's check). */
  async render(path: string, content: SiteContent): Promise<RenderedPage> {
    const page = await this.ask(path, content, {});
    if (!("html" in page)) throw new RenderError(path, "the renderer answered a finished page");
    return page;
  }

  /**
   * Renders one page and has the thread finish it (server/site/page-pipeline.ts): rewritten, its
   * policy's hashes, its bytes, ETag and fast variants, or only `unchanged` when its ETag is
   * `served`. A build without the pipeline answers the rendered page, for the caller to finish.
   */
  finish(path: string, content: SiteContent, opts: { favicon: string; served?: string }): Promise<FinishAnswer> {
    return this.ask(path, content, { favicon: opts.favicon, ...(opts.served ? { served: opts.served } : {}) });
  }

  private ask(path: string, content: SiteContent, extra: { favicon?: string; served?: string }): Promise<FinishAnswer> {
    if (this.closed) return Promise.reject(new RenderError(path, "the renderer is closed"));
    const worker = this.thread();
    const id = ++this.ids;
    return new Promise<FinishAnswer>((resolve, reject) => {
      // A render that never ends holds the thread: it is ended, and the next render starts a new one.
      const timer = setTimeout(() => this.retire(worker, `no page after ${this.timeoutMs} ms`), this.timeoutMs);
      this.pending.set(id, { path, resolve, reject, timer });
      // The content travels once per snapshot: the thread keeps the last one it was given.
      try {
        const message = { type: "render", id, path, ...extra };
        if (this.sent === content) worker.postMessage(message);
        else {
          this.sent = null;
          worker.postMessage({ ...message, content });
          this.sent = content;
        }
      } catch (err) {
        // Content that cannot be copied to the thread (a function in it): a programming error, refused here.
        clearTimeout(timer);
        this.pending.delete(id);
        reject(new RenderError(path, `the content cannot be sent to the renderer (${(err as Error).message})`));
      }
    });
  }

  /** Ends the thread (server shutdown); renders still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    if (worker) await worker.terminate();
  }
}
