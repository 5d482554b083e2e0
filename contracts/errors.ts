/**
 * The error codes of the staff workspace's API and the developers' API (`error` in an error
 * answer's body), each with the HTTP status it is sent with. One list: the server's services
 * throw them (server/lib/errors.ts `ServiceError`) and the workspace reads them.
 */
export const serviceErrorStatus = {
  invalid_credentials: 401,
  rate_limited: 429,
  token_invalid: 410,
  weak_password: 400,
  conflict: 409,
  not_found: 404,
  passkey_required: 403,
  validation: 400,
  forbidden: 403,
  /** A publication whose page could not be rendered: nothing was published. */
  render: 422,
} as const;

export type ServiceErrorCode = keyof typeof serviceErrorStatus;
