/**
 * One document of an editors' content kind (/content/:id): its form, made from the kind's zod
 * schema (schema-form.tsx) and checked with it before anything is sent, then by the server; Save
 * draft, Preview (the exact public page, in a new tab), Publish now or at a time in IST,
 * Unschedule; and the revisions, each compared with the published one and restorable. Nothing
 * typed is lost: a refused save or a conflict keeps the form as it is, and leaving the page with
 * unsaved changes asks first.
 */
import type { ContentDetail, ContentRevision } from "#contracts/content.ts";
import { contentKind, documentSchema, type ContentKind } from "#content/kinds.ts";
import { CalendarClock, ExternalLink, EyeOff, RotateCcw, Send, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useBlocker, useNavigate, useParams, type Blocker } from "react-router";
import { z } from "zod";
import { ApiFailure } from "../lib/api";
import { contentApi } from "../lib/content-client";
import { fieldMessages } from "#contracts/field-messages.ts";
import { formatDateTime, istToIso, revisionByline, singular, ZONE_TEXT } from "../lib/format";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button, buttonClass } from "../ui/button";
import { ConfirmDialog, Dialog } from "../ui/dialog";
import { Alert, FailureAlert, LoadingBlock } from "../ui/feedback";
import { InputField } from "../ui/field";
import { BackLink, Badge, Card } from "../ui/layout";
import { useToast } from "../ui/toast";
import { ListingStateBadge } from "./listings";
import { differences, emptyOf, labelOf, SchemaFields, type Errors, type JsonSchema } from "./schema-form";

export function ContentEditorPage() {
  const { id = "" } = useParams();
  const resource = useResource(() => contentApi.get(id), id);
  const detail = resource.data?.id === id ? resource.data : undefined;
  useTitle(detail ? `${detail.title} · Content` : "Content");
  if (!detail)
    return (
      <div className="space-y-5">
        <BackLink to="/content">Content</BackLink>
        {resource.error ? <FailureAlert error={resource.error} onRetry={resource.reload} /> : null}
        {resource.loading ? <LoadingBlock label="Loading the document" /> : null}
      </div>
    );
  return <ContentEditor key={detail.id} initial={detail} />;
}

/**
 * A new document of a collection kind staff add to (/content/new/:kind): the kind's form, empty,
 * checked like an edit; the first save makes a draft and opens it, where it is previewed and
 * published. A refused save keeps what was typed and names the fields.
 */
export function NewContentPage() {
  const { kind: kindName = "" } = useParams();
  const kind = contentKind(kindName);
  const navigate = useNavigate();
  const noun = kind ? singular(kind.label) : "document";
  useTitle(`New ${noun} · Content`);
  const jsonSchema = useMemo(() => (kind ? jsonSchemaOf(kind, "") : null), [kind]);
  const [values, setValues] = useState<unknown>(() => (jsonSchema ? emptyOf(jsonSchema) : {}));
  // Kinds whose fields name no address (an article) take it here, apart from the fields.
  const [slug, setSlug] = useState("");
  const ownAddress = kind !== undefined && !kind.slugField;
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const leaving = useRef(false);
  const dirty = (jsonSchema !== null && !same(values, emptyOf(jsonSchema))) || slug !== "";
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  if (!kind || !jsonSchema || kind.singleton || !kind.creatable)
    return (
      <div className="space-y-5">
        <BackLink to="/content">Content</BackLink>
        <Alert tone="danger" title="Documents of this kind cannot be added here.">
          Go back to Content and choose a kind.
        </Alert>
      </div>
    );

  async function create(e: FormEvent) {
    e.preventDefault();
    const found = check(documentSchema(kind!, slug)!, values);
    if (ownAddress && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
      found.slug = "Lower-case letters and digits, words joined by hyphens (e.g. erp-rollout-notes).";
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure(attentionText(found));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const created = await contentApi.create(kind!.kind, values, ownAddress ? slug : undefined);
      leaving.current = true;
      void navigate(`/content/${encodeURIComponent(created.id)}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiFailure && Object.keys(err.fields).length) {
        setErrors(err.fields);
        setFailure(err.message);
      } else setFailure(err instanceof ApiFailure ? err.message : "That did not work. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      <BackLink to="/content">Content</BackLink>
      <div className="border-b border-ink-200 pb-4">
        <h1 className="text-xl font-semibold tracking-tight">{`New ${noun}`}</h1>
      </div>
      <p className="text-sm text-ink-700">{kind.description}</p>
      {failure ? (
        <NotSaved
          failure={failure}
          errors={errors}
          label={(path) => (ownAddress && path === "slug" ? "Address" : pathLabel(jsonSchema, path))}
        />
      ) : null}
      <form onSubmit={(e) => void create(e)} noValidate aria-label={`New ${noun}`} className="max-w-3xl space-y-4">
        {ownAddress ? (
          <InputField
            label="Address"
            hint={`Lower-case words joined by hyphens, e.g. ${kind.kind}-about-erp. It is the page's address for good: it cannot be changed, nor used again.`}
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            error={errors.slug}
            autoComplete="off"
          />
        ) : null}
        <SchemaFields schema={jsonSchema} value={values} onChange={setValues} errors={errors} />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="primary" busy={busy} disabled={busy}>
            Save draft
          </Button>
          <p className="text-xs text-ink-700">Saved as a draft: the site shows it once you publish.</p>
        </div>
      </form>
      <LeaveDialog blocker={blocker} onLeave={() => (leaving.current = true)} />
    </div>
  );
}

/** The form's description of a kind's document at `slug` (each page's words have their own). */
function jsonSchemaOf(kind: ContentKind, slug: string): JsonSchema | null {
  const schema = documentSchema(kind, slug);
  return schema ? (z.toJSONSchema(schema, { unrepresentable: "any" }) as JsonSchema) : null;
}

/** One message per field path, from the kind's schema (the server's own check names the same paths). */
function check(schema: z.ZodType, value: unknown): Errors {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldMessages(parsed.error.issues, value, "data");
}

/** Keys in one order: an optional field added in the form (a cover) comes back from the server in the schema's order. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === "object"
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
type DialogName = "publish" | "schedule" | "unpublish" | "discard" | "leave";

function ContentEditor({ initial }: { initial: ContentDetail }) {
  const toast = useToast();
  const navigate = useNavigate();
  const kind = contentKind(initial.kind);
  const jsonSchema = useMemo(() => (kind ? jsonSchemaOf(kind, initial.slug) : null), [kind, initial.slug]);
  const [detail, setDetail] = useState(initial);
  const [values, setValues] = useState<unknown>(initial.data);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [when, setWhen] = useState("");
  const [whenError, setWhenError] = useState<string | undefined>();
  const [compared, setCompared] = useState<ContentRevision | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const dirty = !same(values, detail.data);
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  if (!kind || !jsonSchema)
    return (
      <Alert tone="danger" title="This kind of content is not known to this workspace.">
        Reload the page.
      </Alert>
    );

  /**
   * Runs a change; refusals keep what was typed and say why, at the field when they can. `then`
   * takes the answer: the document as it now is, by default.
   */
  async function act<T>(
    name: string,
    work: () => Promise<T>,
    done: string,
    then: (answer: T) => void = (next) => setDetail(next as ContentDetail),
  ): Promise<boolean> {
    setBusy(name);
    setFailure(null);
    try {
      then(await work());
      setConflict(null);
      setErrors({});
      toast.success(done);
      return true;
    } catch (err) {
      if (err instanceof ApiFailure && err.kind === "conflict") setConflict(err.message);
      else if (err instanceof ApiFailure && Object.keys(err.fields).length) {
        setErrors(err.fields);
        setFailure(err.message);
      } else setFailure(err instanceof ApiFailure ? err.message : "That did not work. Try again.");
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function save(e?: FormEvent) {
    e?.preventDefault();
    const found = check(documentSchema(kind!, detail.slug)!, values);
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure(attentionText(found));
      return false;
    }
    const ok = await act(
      "save",
      () => contentApi.save(detail.id, detail.version, values),
      "Draft saved. The site shows it once you publish.",
    );
    if (ok) setValues((v: unknown) => v);
    return ok;
  }

  const reload = async () => {
    setBusy("reload");
    try {
      const fresh = await contentApi.get(detail.id);
      setDetail(fresh);
      setValues(fresh.data);
      setConflict(null);
      setErrors({});
    } finally {
      setBusy(null);
    }
  };

  const off = busy !== null;
  const canPublish = !dirty && (detail.state !== "published" || detail.unpublishedChanges);
  return (
    <div className="space-y-5">
      <BackLink to="/content">Content</BackLink>
      <div className="flex flex-wrap items-center gap-3 border-b border-ink-200 pb-4">
        <h1 className="text-xl font-semibold tracking-tight">{detail.title}</h1>
        <ListingStateBadge state={detail.state} />
        {detail.sample ? <Badge tone="amber">Sample content: replace it</Badge> : null}
      </div>
      <p className="text-sm text-ink-700">{kind.description}</p>
      {conflict ? (
        <Alert tone="danger" title="Someone else saved this first">
          <p>{conflict}</p>
          <Button className="mt-2" size="sm" onClick={() => void reload()} busy={busy === "reload"}>
            Reload their version
          </Button>
        </Alert>
      ) : null}
      {failure ? <NotSaved failure={failure} errors={errors} label={(path) => pathLabel(jsonSchema, path)} /> : null}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <form onSubmit={(e) => void save(e)} noValidate aria-label={`Edit ${detail.title}`} className="space-y-4">
          <SchemaFields schema={jsonSchema} value={values} onChange={setValues} errors={errors} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" busy={busy === "save"} disabled={off || !dirty}>
              Save draft
            </Button>
            {dirty ? <p className="self-center text-xs text-ink-700">Unsaved changes</p> : null}
          </div>
        </form>
        <div className="space-y-5">
          <Card title="Publishing">
            <div className="space-y-3 text-[13px]">
              <p>
                {detail.publishAt
                  ? `Revision ${detail.revisions[0]?.number ?? ""} is scheduled for ${formatDateTime(detail.publishAt)} (IST).`
                  : detail.liveRevision === null && detail.firstPublishedAt
                    ? "Unpublished: the site does not show it. Publishing puts it back at the same address."
                    : detail.liveRevision === null
                      ? "A draft: the site shows it once it is published."
                      : detail.unpublishedChanges
                        ? "The saved draft has changes the site does not show yet."
                        : "The site shows the latest revision."}
              </p>
              <a
                href={contentApi.previewUrl(detail.id)}
                target="_blank"
                rel="noopener"
                className={buttonClass("secondary", "md", "w-full")}
              >
                <ExternalLink aria-hidden="true" />
                Preview the saved draft
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              {dirty ? (
                <p className="text-xs text-ink-700">Save the draft to preview and publish your changes.</p>
              ) : null}
              <Button
                variant="primary"
                className="w-full"
                onClick={() => setDialog("publish")}
                disabled={off || !canPublish}
              >
                <Send aria-hidden="true" />
                Publish now…
              </Button>
              <Button className="w-full" onClick={() => setDialog("schedule")} disabled={off || !canPublish}>
                <CalendarClock aria-hidden="true" />
                Schedule…
              </Button>
              {detail.publishAt ? (
                <Button
                  className="w-full"
                  busy={busy === "unschedule"}
                  disabled={off}
                  onClick={() =>
                    void act(
                      "unschedule",
                      () => contentApi.unschedule(detail.id, detail.version),
                      "The scheduled publication is cancelled.",
                    )
                  }
                >
                  Unschedule
                </Button>
              ) : null}
              {kind.creatable && !kind.singleton && detail.liveRevision !== null && detail.state === "published" ? (
                <Button className="w-full" variant="danger" onClick={() => setDialog("unpublish")} disabled={off}>
                  <EyeOff aria-hidden="true" />
                  Unpublish…
                </Button>
              ) : null}
              {kind.creatable && !kind.singleton && detail.firstPublishedAt === null && !detail.publishAt ? (
                <Button className="w-full" variant="danger" onClick={() => setDialog("discard")} disabled={off}>
                  <Trash2 aria-hidden="true" />
                  Delete draft…
                </Button>
              ) : null}
            </div>
          </Card>
          <Card title="Revisions" bodyClass="p-0">
            <ol className="divide-y divide-ink-100">
              {detail.revisions.map((r) => (
                <li key={r.number} className="space-y-1.5 px-4 py-3 text-[13px]">
                  <p className="font-medium text-ink-900">
                    {`Revision ${r.number}`}
                    {r.live ? (
                      <span className="ml-2">
                        <Badge tone="green">Published</Badge>
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-ink-700">{`${r.note} · ${revisionByline(r)}`}</p>
                  {!r.live ? (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        disabled={off}
                        aria-label={`Compare revision ${r.number} with the published one`}
                        onClick={() =>
                          void contentApi
                            .revision(detail.id, r.number)
                            .then(setCompared, () => setFailure("That revision could not be loaded. Try again."))
                        }
                      >
                        Compare
                      </Button>
                      <Button
                        size="sm"
                        disabled={off}
                        aria-label={`Restore revision ${r.number}…`}
                        onClick={() => setRestoring(r.number)}
                      >
                        <RotateCcw aria-hidden="true" />
                        Restore…
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>

      <ConfirmDialog
        open={dialog === "publish"}
        onClose={() => setDialog(null)}
        title={`Publish ${detail.title.toLowerCase()}?`}
        confirm="Publish now"
        busy={busy === "publish"}
        onConfirm={async () => {
          if (
            await act(
              "publish",
              () => contentApi.publish(detail.id, detail.version),
              "Published: the pages that show it change within seconds.",
            )
          )
            setDialog(null);
          else setDialog(null);
        }}
      >
        The pages that show it are regenerated with the saved draft at once.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "unpublish"}
        onClose={() => setDialog(null)}
        title={`Take ${detail.title} off the site?`}
        confirm="Unpublish"
        danger
        busy={busy === "unpublish"}
        onConfirm={async () => {
          await act(
            "unpublish",
            () => contentApi.unpublish(detail.id, detail.version),
            "Unpublished: its page and the links to it leave the site within seconds.",
          );
          setDialog(null);
        }}
      >
        Its page, its place in lists and feeds, and its entry in the sitemap go within seconds; its address then answers
        “page not found”. It stays here as a draft with every revision, and keeps its address, so you can publish it
        again.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === "discard"}
        onClose={() => setDialog(null)}
        title={`Delete “${detail.title}”?`}
        confirm="Delete draft"
        danger
        busy={busy === "discard"}
        onConfirm={async () => {
          // Deleted: back to the list (the draft's page no longer exists).
          await act(
            "discard",
            () => contentApi.discard(detail.id, detail.version),
            `Deleted “${detail.title}”.`,
            () => {
              leaving.current = true;
              void navigate("/content");
            },
          );
          setDialog(null);
        }}
      >
        It has never been on the site. The draft and{" "}
        {detail.revisions.length === 1 ? "its revision" : `its ${detail.revisions.length} revisions`} are deleted for
        good, with any unsaved changes; the audit log keeps a record that it was deleted. Its address is free to use
        again.
      </ConfirmDialog>
      <Dialog
        open={dialog === "schedule"}
        onClose={() => setDialog(null)}
        title="Schedule the publication"
        description={`The saved draft goes live at this time (${ZONE_TEXT}), even if no one is signed in.`}
        footer={
          <>
            <Button onClick={() => setDialog(null)} disabled={off}>
              Cancel
            </Button>
            <Button
              variant="primary"
              busy={busy === "schedule"}
              onClick={() => {
                const at = istToIso(when);
                if (!at || Date.parse(at) <= Date.now()) {
                  setWhenError("Choose a day and time later than now.");
                  return;
                }
                setWhenError(undefined);
                void act("schedule", () => contentApi.publish(detail.id, detail.version, at), "Scheduled.").then(() =>
                  setDialog(null),
                );
              }}
            >
              Schedule
            </Button>
          </>
        }
      >
        <InputField
          label={`Publish at (${ZONE_TEXT})`}
          type="datetime-local"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          error={whenError}
        />
      </Dialog>
      <ConfirmDialog
        open={restoring !== null}
        onClose={() => setRestoring(null)}
        title={`Restore revision ${restoring ?? ""}?`}
        confirm="Restore and publish"
        busy={busy === "restore"}
        onConfirm={async () => {
          const n = restoring!;
          const ok = await act(
            "restore",
            () => contentApi.restore(detail.id, detail.version, n),
            `Revision ${n} restored and published.`,
          );
          setRestoring(null);
          if (ok) setValues((await contentApi.get(detail.id)).data);
        }}
      >
        A new revision is made with its fields and published at once. Later revisions stay in the history.
      </ConfirmDialog>
      <Dialog
        open={compared !== null}
        onClose={() => setCompared(null)}
        title={`Revision ${compared?.number ?? ""} compared with the published one`}
        footer={<Button onClick={() => setCompared(null)}>Close</Button>}
      >
        {compared ? <Comparison schema={jsonSchema} published={detail.liveData} revision={compared.data} /> : null}
      </Dialog>
      <LeaveDialog blocker={blocker} onLeave={() => (leaving.current = true)} />
    </div>
  );
}

/** The message above a form the browser's check stopped: how many fields need attention. */
function attentionText(found: Errors): string {
  const n = Object.keys(found).length;
  return `${n === 1 ? "One field needs" : `${n} fields need`} attention: see the messages at the fields.`;
}

/**
 * A refused save or action: why, and each field's message under the field's name (`label`).
 * It takes the focus, and so the screen, each time it says something new: the Save button can be
 * thousands of pixels below it on a phone, and a refusal there must not pass unseen or unheard.
 */
function NotSaved({ failure, errors, label }: { failure: string; errors: Errors; label: (path: string) => string }) {
  const errorList = Object.entries(errors);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: "start" });
  }, [failure, errors]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="scroll-mt-20 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <Alert tone="danger" title="Not saved">
        <p>{failure}</p>
        {errorList.length ? (
          <ul className="mt-1 list-disc pl-5">
            {errorList.map(([path, message]) => (
              <li key={path}>{`${label(path)}: ${message}`}</li>
            ))}
          </ul>
        ) : null}
      </Alert>
    </div>
  );
}

/** Asks before a navigation would lose what was typed: Stay, or Leave (and lose it). */
function LeaveDialog({ blocker, onLeave }: { blocker: Blocker; onLeave: () => void }) {
  return (
    <Dialog
      open={blocker.state === "blocked"}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      description="Your changes are not saved. They are lost if you leave."
      footer={
        <>
          <Button onClick={() => blocker.reset?.()}>Stay</Button>
          <Button
            variant="danger"
            onClick={() => {
              onLeave();
              blocker.proceed?.();
            }}
          >
            Leave
          </Button>
        </>
      }
    />
  );
}

/**
 * "social.0.href" -> "Social profiles › Profile 1 › Profile address": a path in the form's own
 * words (an item is named as the form names it: by its own title, else by its list's).
 */
export function pathLabel(schema: JsonSchema, path: string): string {
  const words: string[] = [];
  let at: JsonSchema | undefined = schema;
  let last = "";
  for (const part of path.split(".")) {
    if (!at) break;
    if (/^\d+$/.test(part)) {
      const item: JsonSchema | undefined = at.items;
      if (item?.title) words.push(`${item.title} ${Number(part) + 1}`);
      else words[words.length - 1] = `${words.at(-1) ?? last} ${Number(part) + 1}`;
      at = item;
    } else {
      at = at.properties?.[part];
      last = part;
      if (at) words.push(labelOf(part, at));
    }
  }
  return words.join(" › ") || path;
}

function Comparison({ schema, published, revision }: { schema: JsonSchema; published: unknown; revision: unknown }) {
  const rows = differences(published, revision);
  if (!rows.length) return <p className="text-sm">This revision says exactly what the site shows.</p>;
  return (
    <table className="w-full text-left text-[13px]">
      <caption className="sr-only">Fields that differ</caption>
      <thead>
        <tr className="border-b border-ink-200">
          <th scope="col" className="py-1.5 pr-3">
            Field
          </th>
          <th scope="col" className="py-1.5 pr-3">
            Published
          </th>
          <th scope="col" className="py-1.5">
            This revision
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.path} className="border-b border-ink-100 align-top">
            <th scope="row" className="py-1.5 pr-3 font-medium">
              {pathLabel(schema, r.path)}
            </th>
            <td className="py-1.5 pr-3 break-words">{r.before || "(empty)"}</td>
            <td className="py-1.5 break-words">{r.after || "(empty)"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
