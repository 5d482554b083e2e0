/** The quote form (Home's #quotesec section and /quote). Built by the forms work. */
export function QuoteForm({ idPrefix = "quote" }: { idPrefix?: string }) {
  return <form id={`${idPrefix}-form`} aria-label="Request a quote" />;
}
