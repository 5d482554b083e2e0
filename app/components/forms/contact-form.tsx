/** The 'Send Us a Message' form on /contact (docs/product.md "Contact"). */
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

const fields = ["name", "email", "subject", "message"] as const;

export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const { pending, errors, note, startedAt, formProps } = useFormSubmission({
    path: API_PATHS.contact,
    toastId: `${idPrefix}-form`,
    encoding: "json",
    fields,
    loadSchema: () => import("./schemas").then((m) => m.contactSchema),
  });
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <form
      id={`${idPrefix}-form`}
      aria-label="Send us a message"
      method="post"
      action={API_PATHS.contact}
      className="relative grid gap-5"
      {...formProps}
    >
      <RequiredNote />
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
      <SpamGuards idPrefix={idPrefix} startedAt={startedAt} />
      <FormNote id={id("note")} note={note} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={pending}>Send Message</SubmitButton>
        <PrivacyLink />
      </div>
    </form>
  );
}
