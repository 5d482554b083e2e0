import { useCallback, useEffect, useEffectEvent, useState } from "react";

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Fetch again, keeping the current data on screen meanwhile. */
  reload: () => void;
  /** Replace the data with an answer already in hand (after a change). */
  set: (data: T) => void;
}

interface Settled<T> {
  /** Which request this answer belongs to (key and reload count). */
  key: string | null;
  data: T | undefined;
  error: unknown;
}

/**
 * Loads data for a screen and reloads when `key` changes. Answers are tagged with the request
 * they belong to and stale ones (a slower earlier request) are dropped, so a filter change can
 * never show the previous filter's error; the previous data stays on screen while loading.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Resource<T> {
  const [tick, setTick] = useState(0);
  const current = `${key}#${tick}`;
  const [settled, setSettled] = useState<Settled<T>>({ key: null, data: undefined, error: null });
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key: current, data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((s) => ({ key: current, data: s.data, error }));
      },
    );
    return () => controller.abort();
  }, [current]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const set = useCallback((data: T) => setSettled({ key: current, data, error: null }), [current]);
  const fresh = settled.key === current;
  return { data: settled.data, error: fresh ? settled.error : null, loading: !fresh, reload, set };
}
