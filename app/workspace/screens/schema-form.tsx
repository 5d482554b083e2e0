/**
 * A form made from a content kind's zod schema (content/kinds.ts), through its JSON Schema
 * (zod's toJSONSchema): objects are fieldsets, strings inputs (long ones text areas), enums
 * selects, numbers number inputs, booleans checkboxes, arrays lists with Add and Remove. Labels
 * are the schema's `meta` titles, hints its descriptions; a union of constants is a select, a union of
 * objects told apart by a constant (a product page's sections, by `kind`) a select of the kind and
 * that kind's fields; errors come by path ("social.0.href")
 * from the same schema in the browser and from the server. Nothing is described a second time:
 * a new field in the schema is a new field in the form
 * (docs/decisions/0125-workspace-forms-from-content-schemas.md).
 */
import { Plus, Trash2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { imageInfo, imagePreviewUrl } from "#content/images.ts";
import { listingStateLabels } from "#contracts/listings.ts";
import { ApiFailure } from "../lib/api";
import { contentApi } from "../lib/content-client";
import { useResource } from "../lib/use-resource";
import { Button } from "../ui/button";
import { Field, inputClass, InputField, selectClass, SelectField, textareaClass } from "../ui/field";

/** The part of JSON Schema that zod's toJSONSchema writes for content schemas. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: string | number | boolean;
  /** What a select shows for each of its values (`meta({ optionLabels })`; else the value itself). */
  optionLabels?: Record<string, string>;
  /**
   * A field drawn its own way: "image" (an uploaded picture and its alt text: content/images.ts);
   * "document" (the slug of another document, of the kind named by `of`, chosen from a list).
   */
  widget?: string;
  /** The content kind a "document" field points to ("author"). */
  of?: string;
}

/** An enum, or a union of constants (`2 | 3 | 4`): its values, for a select. */
function choicesOf(schema: JsonSchema): (string | number | boolean)[] | null {
  if (schema.enum) return schema.enum;
  const options = schema.anyOf ?? schema.oneOf;
  if (!options?.length || !options.every((o) => o.const !== undefined)) return null;
  return options.map((o) => o.const!);
}

/** A union of objects told apart by one constant property (`kind`): that key and each variant. */
export function variantsOf(schema: JsonSchema): { key: string; options: JsonSchema[] } | null {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options?.length || !options.every((o) => o.properties)) return null;
  const key = Object.keys(options[0]!.properties!).find((k) =>
    options.every((o) => o.properties![k]?.const !== undefined),
  );
  return key ? { key, options } : null;
}

export type Errors = Record<string, string>;

/** What each field of the form is given: its schema, its value and how to change it, the form's errors, its path. */
interface FieldProps {
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: Errors;
  path: string;
}

// Words of field names that are code, not English ("mapUrl", "ctaLabel", "href", "toc").
const plainWords: Record<string, string> = {
  url: "link",
  href: "link",
  cta: "button",
  toc: "contents",
  id: "reference",
};

/** "postalCode" -> "Postal code", "mapUrl" -> "Map link": a label for a field without a `meta` title. */
export function labelOf(key: string, schema: JsonSchema): string {
  if (schema.title) return schema.title;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((w) => plainWords[w] ?? w)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a list's item shows beside its number: its own name, when it has one ("Profile 3: YouTube"). */
function itemNameOf(item: unknown): string | null {
  if (!item || typeof item !== "object") return null;
  for (const key of ["label", "name", "title", "heading", "question"]) {
    const v = (item as Record<string, unknown>)[key];
    if (typeof v === "string" && v.trim()) return v.trim().length > 60 ? `${v.trim().slice(0, 59)}…` : v.trim();
  }
  return null;
}

const typeOf = (s: JsonSchema): string => (Array.isArray(s.type) ? (s.type[0] ?? "string") : (s.type ?? "string"));

/** An empty value of a schema (a new item of a list). */
export function emptyOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  const choices = choicesOf(schema);
  if (choices) return choices[0];
  const variants = variantsOf(schema);
  if (variants) return emptyOf(variants.options[0]!);
  switch (typeOf(schema)) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([k]) => schema.required?.includes(k))
          .map(([k, s]) => [k, emptyOf(s)]),
      );
    case "array":
      return [];
    case "boolean":
      return false;
    case "number":
    case "integer":
      return "";
    default:
      return schema.enum?.[0] ?? "";
  }
}

/**
 * The slug of another document (an article's author), chosen from that kind's documents by their
 * titles. A value that names no document (removed, or typed before the list existed) stays
 * selected and says so, and if the list cannot be loaded the slug is typed as text: nothing in the
 * field is lost either way. The server checks the reference again when the page is rendered.
 */
function DocumentField({
  label,
  kind,
  hint,
  value,
  onChange,
  error,
  path,
}: {
  label: string;
  kind: string;
  hint?: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  path: string;
}) {
  const documents = useResource((signal) => contentApi.list(signal), "content");
  const current = typeof value === "string" ? value : "";
  const options = (documents.data?.items ?? []).filter((d) => d.kind === kind);
  if (documents.error && !documents.data)
    return (
      <InputField
        label={label}
        error={error}
        hint="The list could not be loaded: type the address name (slug) instead."
        name={path}
        type="text"
        value={current}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  const known = options.some((d) => d.slug === current);
  return (
    <SelectField
      label={label}
      error={error}
      hint={documents.loading && !documents.data ? "Loading the list…" : hint}
      name={path}
      aria-busy={documents.loading || undefined}
      value={current}
      onChange={(e) => onChange(e.target.value)}
    >
      {!current ? <option value="">Choose…</option> : null}
      {current && !known ? (
        <option value={current}>{documents.data ? `${current} (no such document)` : current}</option>
      ) : null}
      {options.map((d) => (
        <option key={d.id} value={d.slug}>
          {d.state === "published" ? d.title : `${d.title} (${listingStateLabels[d.state].toLowerCase()})`}
        </option>
      ))}
    </SelectField>
  );
}

/** The errors at a path and below it, for a list's summary. */
const errorsUnder = (errors: Errors, path: string) =>
  Object.keys(errors).filter((k) => k === path || k.startsWith(`${path}.`)).length;

export function SchemaFields({
  schema,
  value,
  onChange,
  errors,
  path = "",
}: Omit<FieldProps, "path"> & { path?: string }) {
  const props = schema.properties ?? {};
  const obj = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  return (
    <div className="space-y-4">
      {/* A constant (a variant's `kind`) is not typed: the variant's select sets it. */}
      {Object.entries(props).map(([key, sub]) => {
        if (sub.const !== undefined) return null;
        const at = path ? `${path}.${key}` : key;
        const set = (v: unknown) => {
          const next = { ...obj };
          // An optional field left empty is absent, as the schema expects.
          if ((v === "" || v === undefined) && !schema.required?.includes(key)) delete next[key];
          else next[key] = v;
          onChange(next);
        };
        return (
          <SchemaField
            key={key}
            name={key}
            schema={sub}
            value={obj[key]}
            onChange={set}
            errors={errors}
            path={at}
            optional={!schema.required?.includes(key)}
          />
        );
      })}
    </div>
  );
}

function SchemaField({ name, optional, ...field }: FieldProps & { name: string; optional: boolean }) {
  const { schema, value, onChange, errors, path } = field;
  const label = `${labelOf(name, schema)}${optional ? " (optional)" : ""}`;
  const error = errors[path];
  const type = typeOf(schema);
  if (schema.widget === "image") return <ImageField {...field} label={label} optional={optional} />;
  if (schema.widget === "document" && schema.of)
    return (
      <DocumentField
        label={label}
        kind={schema.of}
        hint={schema.description}
        value={value}
        onChange={onChange}
        error={error}
        path={path}
      />
    );
  const variants = variantsOf(schema);
  if (variants) return <VariantField {...field} label={label} variants={variants} />;
  const choices = choicesOf(schema);
  if (choices)
    return (
      <SelectField
        label={label}
        error={error}
        hint={schema.description}
        name={path}
        value={String(value ?? "")}
        // The constant itself (a number stays a number), not the select's text.
        onChange={(e) => onChange(choices.find((c) => String(c) === e.target.value))}
      >
        {optional ? <option value="">None</option> : null}
        {choices.map((c) => (
          <option key={String(c)} value={String(c)}>
            {schema.optionLabels?.[String(c)] ?? String(c)}
          </option>
        ))}
      </SelectField>
    );
  if (type === "object")
    return (
      <Group legend={label} hint={schema.description} error={error}>
        <SchemaFields {...field} />
      </Group>
    );
  if (type === "array") return <ListField {...field} label={label} />;
  if (type === "boolean")
    return (
      <Field label={label} error={error} hint={schema.description}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="checkbox"
            aria-describedby={describedBy}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            className="size-5 accent-brand-600"
          />
        )}
      </Field>
    );
  return (
    <Field label={label} error={error} hint={schema.description}>
      {({ id, describedBy, invalid }) => {
        const common = { id, "aria-describedby": describedBy, "aria-invalid": invalid || undefined, name: path };
        if (type === "number" || type === "integer")
          return (
            <input
              {...common}
              type="text"
              inputMode="numeric"
              className={inputClass}
              value={value === undefined || value === null ? "" : String(value)}
              // A number when it reads as one; else the text stays as typed and the check names it.
              onChange={(e) => {
                const t = e.target.value.trim();
                onChange(t !== "" && Number.isFinite(Number(t)) ? Number(t) : e.target.value);
              }}
            />
          );
        const long = (schema.maxLength ?? 0) > 160;
        return long ? (
          <textarea
            {...common}
            className={textareaClass}
            rows={Math.min(12, Math.max(3, Math.round((schema.maxLength ?? 300) / 120)))}
            value={String(value ?? "")}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...common}
            type="text"
            className={inputClass}
            value={String(value ?? "")}
            onChange={(e) => onChange(e.target.value)}
          />
        );
      }}
    </Field>
  );
}

/**
 * An uploaded picture with its alt text: choosing a file uploads it at once (the server checks
 * its bytes, and makes the sizes the pages use); the field then holds its reference and the alt
 * text typed here. Errors come at "<path>.image" and "<path>.alt" like any field's.
 */
function ImageField({
  label,
  schema,
  value,
  onChange,
  errors,
  path,
  optional,
}: FieldProps & { label: string; optional: boolean }) {
  const current = (value && typeof value === "object" ? value : null) as { image?: string; alt?: string } | null;
  const info = current?.image ? imageInfo(current.image) : null;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const altSchema = schema.properties?.alt ?? {};
  async function upload(file: File) {
    setBusy(true);
    setFailure(null);
    try {
      const uploaded = await contentApi.uploadImage(file);
      onChange(
        schema.properties?.alt ? { ...current, image: uploaded.ref, alt: current?.alt ?? "" } : { image: uploaded.ref },
      );
    } catch (err) {
      setFailure(
        err instanceof ApiFailure ? (err.fields.image ?? err.message) : "The picture could not be uploaded. Try again.",
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <Group legend={label} hint={schema.description} error={errors[path]}>
      {info ? (
        <img
          src={imagePreviewUrl(info)}
          width={info.width}
          height={info.height}
          alt=""
          className="h-auto w-full max-w-xs rounded-md border border-ink-200"
        />
      ) : null}
      <Field
        label={info ? "Replace the picture" : "Picture"}
        error={failure ?? errors[`${path}.image`]}
        hint={busy ? "Uploading and making the sizes the pages use…" : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void upload(file);
            }}
            className="block text-[13px]"
          />
        )}
      </Field>
      {current && schema.properties?.alt ? (
        <InputField
          label={labelOf("alt", altSchema)}
          error={errors[`${path}.alt`]}
          hint={altSchema.description}
          name={`${path}.alt`}
          type="text"
          value={current.alt ?? ""}
          onChange={(e) => onChange({ ...current, alt: e.target.value })}
        />
      ) : null}
      {current && optional ? (
        <Button size="sm" variant="ghost" onClick={() => onChange(undefined)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove the picture
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * One of several shapes (a product page's section: cards, groups, chips or the quote panel): a
 * select of the shape, then its fields. A new shape keeps the fields the two have in common.
 */
function VariantField({
  label,
  schema,
  variants,
  value,
  onChange,
  errors,
  path,
}: FieldProps & { label: string; variants: { key: string; options: JsonSchema[] } }) {
  const obj = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const { key, options } = variants;
  const constOf = (o: JsonSchema) => o.properties![key]!.const!;
  const current = options.find((o) => constOf(o) === obj[key]) ?? options[0]!;
  const nameOf = (o: JsonSchema) => o.title ?? String(constOf(o));
  return (
    <Group legend={label} hint={schema.description} error={errors[path]}>
      <Field label={labelOf(key, {})}>
        {({ id }) => (
          <select
            id={id}
            name={`${path}.${key}`}
            className={selectClass}
            value={String(constOf(current))}
            onChange={(e) => {
              const next = options.find((o) => String(constOf(o)) === e.target.value)!;
              const fresh = emptyOf(next) as Record<string, unknown>;
              const kept = Object.fromEntries(
                Object.keys(next.properties!)
                  .filter((k) => k !== key && typeof obj[k] === "string" && current.properties![k] !== undefined)
                  .map((k) => [k, obj[k]]),
              );
              onChange({ ...fresh, ...kept, [key]: constOf(next) });
            }}
          >
            {options.map((o) => (
              <option key={String(constOf(o))} value={String(constOf(o))}>
                {nameOf(o)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SchemaFields schema={current} value={value} onChange={onChange} errors={errors} path={path} />
    </Group>
  );
}

function Group({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-ink-200 p-4"
      aria-describedby={hint || error ? id : undefined}
    >
      <legend className="px-1 text-[13px] font-semibold text-ink-900">{legend}</legend>
      {hint || error ? (
        <p id={id} className={`text-xs ${error ? "font-medium text-red-700" : "text-ink-600"}`}>
          {error ?? hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

function ListField({ label, schema, value, onChange, errors, path }: FieldProps & { label: string }) {
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? { type: "string" };
  // An item's own title ("Fact") when its schema has one, else the list's ("Offices 1").
  const itemName = itemSchema.title ?? label.replace(/ \(optional\)$/, "");
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  // Each item is a group named by its heading: the same labels in two offices are told apart.
  const headingId = useId();
  const few = schema.minItems !== undefined && items.length <= schema.minItems;
  return (
    <Group legend={label} hint={schema.description} error={errors[path]}>
      {items.map((item, i) => {
        const at = `${path}.${i}`;
        const n = errorsUnder(errors, at);
        const itemField: FieldProps = {
          schema: itemSchema,
          value: item,
          onChange: (v) => onChange(items.map((x, j) => (j === i ? v : x))),
          errors,
          path: at,
        };
        return (
          <div
            key={i}
            role="group"
            aria-labelledby={`${headingId}-${i}`}
            className="space-y-3 rounded-md border border-ink-100 bg-ink-50/50 p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <p id={`${headingId}-${i}`} className="min-w-0 text-[13px] font-medium text-ink-800">
                {`${itemName} ${i + 1}`}
                {itemNameOf(item) ? <span className="font-normal text-ink-600">{`: ${itemNameOf(item)}`}</span> : null}
                {n ? (
                  <span className="ml-2 text-xs font-medium text-red-700">
                    {n === 1 ? "1 problem" : `${n} problems`}
                  </span>
                ) : null}
              </p>
              <Button
                size="sm"
                variant="ghost"
                disabled={few}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
                aria-label={`Remove ${itemName.toLowerCase()} ${i + 1}`}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </Button>
            </div>
            {typeOf(itemSchema) === "object" ? (
              <SchemaFields {...itemField} />
            ) : (
              <SchemaField
                {...itemField}
                // A plain value is labelled by its number ("Line 2"); a union of shapes keeps its own legend.
                schema={variantsOf(itemSchema) ? itemSchema : { ...itemSchema, title: `${itemName} ${i + 1}` }}
                name={`${itemName} ${i + 1}`}
                optional={false}
              />
            )}
          </div>
        );
      })}
      <Button size="sm" disabled={full} onClick={() => onChange([...items, emptyOf(itemSchema)])}>
        <Plus className="size-4" aria-hidden="true" />
        {itemSchema.title
          ? `Add ${/^[aeiou]/i.test(itemSchema.title) ? "an" : "a"} ${itemSchema.title.toLowerCase()}`
          : `Add to ${label.toLowerCase()}`}
      </Button>
    </Group>
  );
}

/** Every leaf of a value by its path ("phone.display" -> "+91 ..."), for comparing two revisions. */
export function flatten(value: unknown, path = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (Array.isArray(value))
    value.forEach((v, i) => flatten(v, path ? `${path}.${i}` : String(i)).forEach((x, k) => out.set(k, x)));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k).forEach((x, p) => out.set(p, x));
  // A checkbox reads as its answer, "Yes" or "No", not as code.
  else if (typeof value === "boolean") out.set(path, value ? "Yes" : "No");
  else out.set(path, value === undefined || value === null ? "" : String(value));
  return out;
}

/** The paths where two values differ, in the order they appear. */
export function differences(a: unknown, b: unknown): { path: string; before: string; after: string }[] {
  const x = flatten(a);
  const y = flatten(b);
  const paths = [...new Set([...x.keys(), ...y.keys()])];
  return paths
    .filter((p) => (x.get(p) ?? "") !== (y.get(p) ?? ""))
    .map((p) => ({ path: p, before: x.get(p) ?? "", after: y.get(p) ?? "" }));
}
