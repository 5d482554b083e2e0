/**
 * Copy that names the company's e-mail addresses or phone number in running text (the privacy
 * policy's "write to {email}"), with each of them a link: mailto: for an address, tel: for the
 * number, as everywhere else on the site. Only the company's own contacts, given by the caller,
 * become links; the rest stays text (React escapes it).
 */
import type { ReactNode } from "react";

export interface Contact {
  /** As it stands in the text. */
  text: string;
  href: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function ContactText({
  text,
  contacts,
  linkClass,
}: {
  text: string;
  contacts: readonly Contact[];
  linkClass?: string;
}): ReactNode {
  const known = contacts.filter((c) => c.text);
  if (!known.length) return text;
  // The longest first, so that one contact inside another is not cut out of it.
  const pattern = new RegExp(
    `(${[...known]
      .sort((a, b) => b.text.length - a.text.length)
      .map((c) => escape(c.text))
      .join("|")})`,
  );
  return text.split(pattern).map((part, i) => {
    const contact = i % 2 === 1 ? known.find((c) => c.text === part) : undefined;
    return contact ? (
      <a key={i} href={contact.href} className={linkClass}>
        {part}
      </a>
    ) : (
      part
    );
  });
}
