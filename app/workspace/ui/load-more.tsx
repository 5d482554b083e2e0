import { useState } from "react";
import { useResource } from "../lib/use-resource";
import { Button } from "./button";
import { FailureAlert } from "./feedback";

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A list read in keyset pages and shown as one: the first page through useResource (loaded again
 * when `key` changes, which drops the pages added since), then one page more per loadMore().
 */
export function usePagedList<T>(
  load: (cursor: string | undefined, signal?: AbortSignal) => Promise<Page<T>>,
  key: string,
) {
  const [more, setMore] = useState<{ items: T[]; cursor: string | null } | null>(null);
  const page = useResource(async (signal) => {
    setMore(null);
    return load(undefined, signal);
  }, key);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const cursor = more ? more.cursor : (page.data?.nextCursor ?? null);

  async function loadMore() {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = await load(cursor);
      setMore((m) => ({ items: [...(m?.items ?? []), ...next.items], cursor: next.nextCursor }));
    } catch (err) {
      setMoreError(err);
    } finally {
      setLoadingMore(false);
    }
  }
  return {
    page,
    items: [...(page.data?.items ?? []), ...(more?.items ?? [])],
    cursor,
    loadMore,
    loadingMore,
    moreError,
  };
}

/** The button under such a list, while there is more to load, and the failure of the last try. */
export function LoadMore({
  list,
  label,
}: {
  list: Pick<ReturnType<typeof usePagedList>, "cursor" | "loadMore" | "loadingMore" | "moreError">;
  label: string;
}) {
  return (
    <>
      {list.moreError ? <FailureAlert error={list.moreError} /> : null}
      {list.cursor ? (
        <div className="flex justify-center">
          <Button busy={list.loadingMore} onClick={() => void list.loadMore()}>
            {label}
          </Button>
        </div>
      ) : null}
    </>
  );
}
