/** The quote form: Home's #quotesec section, /quote and /quotesec (docs/product.md "Quote"). */
import { LIMITS } from "#contracts/limits.ts";
import { InputField, MessageField, NameEmailFields, SubmissionForm } from "./field";
import { useFormSubmission } from "./use-form-submission";

export function QuoteForm({ idPrefix = "quote", serviceOptions }: { idPrefix?: string; serviceOptions?: string[] }) {
  const submission = useFormSubmission({ kind: "quote", idPrefix });
  const { errors } = submission;
  const id = (f: string) => `${idPrefix}-${f}`;
  const listId = serviceOptions?.length ? id("services-list") : undefined;
  return (
    <SubmissionForm
      label="Request a quote"
      submission={submission}
      submitLabel="Request a Quote"
      privacyPurpose="to prepare and discuss your quote"
    >
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
      <MessageField
        id={id}
        hint="Tell us about your goals, timeline and budget range, if you have one."
        error={errors.message}
      />
    </SubmissionForm>
  );
}
