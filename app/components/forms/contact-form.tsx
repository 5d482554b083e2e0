/** The 'Send Us a Message' form on /contact (docs/product.md "Contact"). */
import { LIMITS } from "#contracts/limits.ts";
import { InputField, NameEmailFields, SubmissionForm, TextAreaField } from "./field";
import { useFormSubmission } from "./use-form-submission";

export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const submission = useFormSubmission({ kind: "contact", idPrefix });
  const { errors } = submission;
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <SubmissionForm label="Send us a message" submission={submission} submitLabel="Send Message">
      <NameEmailFields id={id} errors={errors} />
      <InputField id={id("subject")} name="subject" label="Subject" maxLength={LIMITS.subject} error={errors.subject} />
      <TextAreaField
        id={id("message")}
        name="message"
        label="Message"
        maxLength={LIMITS.message}
        rows={6}
        error={errors.message}
      />
    </SubmissionForm>
  );
}
