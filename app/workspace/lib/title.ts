import { useEffect } from "react";

/** The document title of a workspace page. */
export function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Corvanta Workspace`;
  }, [title]);
}

/** The one-time token of an invitation or reset link: #token=… (as sent), or ?token=… as a fallback. */
export function tokenFromLocation(location: { hash: string; search: string }): string {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, "")).get("token");
  const fromQuery = new URLSearchParams(location.search).get("token");
  return (fromHash ?? fromQuery ?? "").trim();
}
