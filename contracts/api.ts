/** Shapes of API answers shared by the forms and the server. */
export interface ApiCreated {
  id: string;
  status: "received";
}
export interface ApiError {
  error: string;
  message: string;
  requestId?: string;
  /** For 400: one message per field that failed. */
  fields?: Record<string, string>;
}

/**
 * Where the browser sends API calls: the site's own origin by default; set VITE_API_ORIGIN
 * at build time for a split deployment (static files on a CDN, API elsewhere).
 */
export const apiOrigin: string = (import.meta.env?.VITE_API_ORIGIN as string | undefined)?.replace(/\/+$/, "") ?? "";
export const apiUrl = (path: string) => `${apiOrigin}${path}`;
