/**
 * Last line of defence for logs: text that may carry personal data (an SMTP server's reply
 * quoting a recipient, a driver message) is scrubbed before it is logged.
 */
const EMAIL = /[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;

export function scrub(text: string, max = 300): string {
  const s = text
    .replace(EMAIL, "[email]")
    .replace(IPV4, "[ip]")
    .replace(/[\r\n]+/g, " ");
  return s.length > max ? `${s.slice(0, max)}…` : s;
}
