/**
 * A new document of a collection kind (/content/new/:kind): its address and its fields, the form
 * made from the kind's zod schema (schema-form.tsx) and checked with it before anything is sent,
 * then by the server (a taken address is refused at the field). Saved as a draft, then opened in
 * the editor to preview, publish or schedule. A refusal keeps everything typed.
 */
import { contentKind } from "#content/kinds.ts";
import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { z } from "zod";
import { ApiFailure } from "../lib/api";
import { contentApi } from "../lib/content-client";
import { useTitle } from "../lib/title";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { InputField } from "../ui/field";
import { SchemaFields, type Errors, type JsonSchema } from "./schema-form";

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function ContentNewPage() {
  const { kind: name = "" } = useParams();
  const kind = contentKind(name);
  const noun = kind ? kind.label.replace(/s$/, "").toLowerCase() : "document";
  useTitle(`New ${noun} · Content`);
  const navigate = useNavigate();
  const jsonSchema = useMemo(
    () => (kind ? (z.toJSONSchema(kind.schema, { unrepresentable: "any" }) as JsonSchema) : null),
    [kind],
  );
  const [slug, setSlug] = useState("");
  const [values, setValues] = useState<unknown>({ sample: false });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!kind || kind.singleton || !jsonSchema)
    return (
      <Alert tone="danger" title="Documents of this kind cannot be added here.">
        <Link to="/content">Back to Content</Link>
      </Alert>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    const parsed = kind!.schema.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path.join(".") || "data"] ??= issue.message;
    if (!slugPattern.test(slug))
      found.slug = "Lower-case letters and digits, words joined by hyphens (e.g. erp-rollout-notes).";
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure("Some fields need attention: see the messages at the fields.");
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const created = await contentApi.create(kind!.kind, slug, values);
      void navigate(`/content/${encodeURIComponent(created.id)}`);
    } catch (err) {
      if (err instanceof ApiFailure && Object.keys(err.fields).length) setErrors(err.fields);
      setFailure(err instanceof ApiFailure ? err.message : "That did not work. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      <Link to="/content" className="text-[13px] font-medium text-ink-700 hover:text-ink-950">
        ← Content
      </Link>
      <h1 className="border-b border-ink-200 pb-4 text-xl font-semibold tracking-tight">{`New ${noun}`}</h1>
      <p className="text-sm text-ink-700">{kind.description}</p>
      {failure ? (
        <Alert tone="danger" title="Not saved">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={`New ${noun}`} className="max-w-3xl space-y-4">
        <InputField
          label="Address"
          hint={`Lower-case words joined by hyphens. It cannot be changed once published${kind.kind === "article" ? ` (/insights/${slug || "your-address"})` : ""}.`}
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          error={errors.slug}
          autoComplete="off"
        />
        <SchemaFields schema={jsonSchema} value={values} onChange={setValues} errors={errors} />
        <Button type="submit" variant="primary" busy={busy}>
          Save draft
        </Button>
      </form>
    </div>
  );
}
