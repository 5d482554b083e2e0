/** The quote form: Home's #quotesec section, /quote and /quotesec (docs/product.md "Quote"). */
import { API_PATHS } from "#contracts/api.ts";
import { LIMITS } from "#contracts/limits.ts";
import {
  FormNote,
  InputField,
  NameEmailFields,
  PrivacyLink,
  RequiredNote,
  SpamGuards,
  SubmitButton,
  TextAreaField,
} from "./field";
import { useFormSubmission } from "./use-form-submission";

const fields = ["name", "email", "services", "message"] as const;

export function QuoteForm({ idPrefix = "quote", serviceOptions }: { idPrefix?: string; serviceOptions?: string[] }) {
  const { pending, errors, note, startedAt, formProps } = useFormSubmission({
    path: API_PATHS.quote,
    toastId: `${idPrefix}-form`,
    encoding: "json",
    fields,
    loadSchema: () => import("./schemas").then((m) => m.quoteSchema),
  });
  const id = (f: string) => `${idPrefix}-${f}`;
  const listId = serviceOptions?.length ? id("services-list") : undefined;
  return (
    <form
      id={`${idPrefix}-form`}
      aria-label="Request a quote"
      method="post"
      action={API_PATHS.quote}
      className="relative grid gap-5"
      {...formProps}
    >
      <RequiredNote />
      <NameEmailFields id={id} errors={errors} />
      <InputField
        id={id("services")}
        name="services"
        label="Service needed"
        list={listId}
        maxLength={LIMITS.services}
        hint="For example: a mobile app, an ERP rollout or a website redesign."
        error={errors.services}
      />
      {listId && (
        <datalist id={listId}>
          {serviceOptions!.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      <TextAreaField
        id={id("message")}
        name="message"
        label="Message"
        maxLength={LIMITS.message}
        rows={6}
        hint="Tell us about your goals, timeline and budget range, if you have one."
        error={errors.message}
      />
      <SpamGuards idPrefix={idPrefix} startedAt={startedAt} />
      <FormNote id={id("note")} note={note} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={pending}>Request a Quote</SubmitButton>
        <PrivacyLink purpose="to prepare and discuss your quote" />
      </div>
    </form>
  );
}
