/**
 * The loop both outbox relays run (the mail relay, server/mail/relay.ts, and the delivery relay,
 * server/deliveries/relay.ts): a pass, then at once another when the pass did something, else a
 * sleep of `pollMs` that wake() cuts short; before each pass it waits while submissions wait on
 * the database, at most `yieldMaxMs` (docs/decisions/0106-mail-yields-to-submissions.md). stop()
 * lets the pass in hand finish and starts no other.
 */
export interface LoopOptions {
  pollMs: number;
  yieldMaxMs: number;
  busy: () => boolean;
}

/** How often a yielding pass looks again whether the submissions are done. */
const YIELD_POLL_MS = 5;

export abstract class RelayLoop {
  private stopped = true;
  /** Set by stop(): finish the work in hand, start no other. */
  protected stopping = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;

  protected abstract readonly loopOptions: LoopOptions;
  /** One pass; returns how much it did (0: nothing was due). */
  abstract runOnce(): Promise<number>;
  /** A pass threw (the database may be briefly unavailable): logged, tried again on the next tick. */
  protected abstract passFailed(err: unknown): void;

  get running(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Look for due work now (called after a commit that queued some). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops after the work in hand (if any) is done. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
    this.loop = null;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      let processed = 0;
      await this.yieldToSubmissions();
      if (this.stopped) break;
      try {
        processed = await this.runOnce();
      } catch (err) {
        this.passFailed(err);
      }
      if (this.stopped) break;
      if (processed > 0) continue;
      await this.sleep(this.loopOptions.pollMs);
    }
  }

  /** Waits while submissions wait on the database, at most yieldMaxMs. */
  private async yieldToSubmissions(): Promise<void> {
    const until = Date.now() + this.loopOptions.yieldMaxMs;
    while (!this.stopped && this.loopOptions.busy() && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, YIELD_POLL_MS));
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        this.woken = false;
        done();
      };
    });
  }
}
