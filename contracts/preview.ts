/**
 * A draft's preview (GET /api/admin/listings/:id/preview and /api/admin/content/:id/preview):
 * the exact public page, marked so that nobody takes it for the live one and its forms send
 * nothing. The server marks it (server/workspace/preview.ts markPreview); the site's forms read
 * the mark (app/components/forms/use-form-submission.ts and, for the certificate check,
 * certificate-form.tsx).
 */

/** The attribute on <html> that marks a preview. */
export const PREVIEW_ATTRIBUTE = "data-preview";

/** What a preview says of itself, at the top of the page, above the site's own header. */
export const PREVIEW_NOTICE =
  "Preview of the saved draft. Visitors do not see it until it is published. Forms on this page send nothing.";

/** What a form on a preview answers instead of sending. */
export const PREVIEW_NOTE = "This is a preview: nothing was sent. The form works once the page is published.";
