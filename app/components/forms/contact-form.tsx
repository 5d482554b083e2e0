/** The 'Send Us a Message' form on /contact (docs/product.md "Contact"). */
import { LIMITS } from "#contracts/limits.ts";
import { InputField, MessageField, NameEmailFields, SubmissionForm } from "./field";
import { useFormSubmission } from "./use-form-submission";

export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const submission = useFormSubmission({ kind: "contact", idPrefix });
  const { errors } = submission;
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <SubmissionForm label="Send us a message" submission={submission} submitLabel="Send Message">
      <NameEmailFields id={id} errors={errors} />
      <InputField id={id("subject")} name="subject" label="Subject" maxLength={LIMITS.subject} error={errors.subject} />
      <MessageField id={id} error={errors.message} />
    </SubmissionForm>
  );
}
