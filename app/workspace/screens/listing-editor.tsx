/**
 * One listing (/listings/:id) or a new one (/listings/new): the draft's fields, checked with the
 * contract's schema before anything is sent and by the server after; the publishing actions (each
 * that changes the public site confirmed first); and the revisions, each viewable and restorable.
 * Nothing typed is lost: a failed save, a conflict or another action keeps the form as it is, and
 * leaving the page with unsaved changes asks first.
 */
import type { ListingDetail, ListingDraft, RevisionMeta } from "#contracts/listings.ts";
import { slugFromTitle } from "#contracts/listings.ts";
import { listingFactWords } from "#content/careers.ts";
import { dayText } from "#contracts/days.ts";
import { currencies, employmentTypes, payUnits } from "#content/schema.ts";
import {
  CalendarClock,
  Copy,
  ExternalLink,
  History as HistoryIcon,
  RotateCcw,
  Send,
  Undo2,
  XCircle,
} from "lucide-react";
import { z } from "zod";
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { Link, useBlocker, useNavigate, useParams } from "react-router";
import { ApiFailure } from "../lib/api";
import {
  changedText,
  companyDay,
  formatDateTime,
  istInputValue,
  istToIso,
  revisionByline,
  savedAtText,
  ZONE_TEXT,
} from "../lib/format";
import { listingsApi, type RevisionView } from "../lib/listings-client";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button, buttonClass } from "../ui/button";
import { ConfirmDialog, Dialog } from "../ui/dialog";
import { Alert, FailureAlert, LoadingBlock } from "../ui/feedback";
import { Field, inputClass, InputField, SelectField, textareaClass } from "../ui/field";
import { FormDialog } from "../ui/form-dialog";
import { BackLink, Badge, Card, DescriptionList } from "../ui/layout";
import { useToast } from "../ui/toast";
import {
  checkForm,
  emptyForm,
  fieldLabels,
  formFrom,
  orderedErrors,
  sameForm,
  serverFieldErrors,
  type ListingForm,
} from "./listing-form";
import { kindLabel, ListingStateBadge, pendingChanges } from "./listings";

// ---------------------------------------------------------------- words and times

const workModeLabels: Record<ListingDraft["workMode"], string> = {
  "on-site": "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};
const employmentLabels = listingFactWords.employmentValue;
const payUnitLabels = listingFactWords.payUnit;

/** A 409's details, when the server gives them: who saved the listing, and when. */
const conflictDetails = z.object({ by: z.string().nullable(), at: z.string() });

/**
 * The message of a change refused because someone else saved first: from the answer's details
 * when it has them, else the server's own message, else a general one.
 */
export function conflictText(failure: ApiFailure): string {
  const parsed = conflictDetails.safeParse(failure.details);
  if (parsed.success)
    return `${parsed.data.by ?? "Someone else"} saved this listing at ${savedAtText(parsed.data.at)}. Reload to see their changes; your text stays here until you do.`;
  return (
    failure.message ||
    "Someone else saved this listing after you opened it. Reload to see their changes; your text stays here until you do."
  );
}

const errorText = (e: unknown) => (e instanceof ApiFailure ? e.message : "That did not work. Try again.");

// ---------------------------------------------------------------- the page

export function ListingEditorPage() {
  const { id = "" } = useParams();
  const resource = useResource(() => listingsApi.get(id), id);
  // The previous listing's answer stays while another loads (Duplicate opens the copy): never edit it.
  const detail = { ...resource, data: resource.data?.id === id ? resource.data : undefined };
  useTitle(detail.data ? `${detail.data.draft.title} · Listing` : "Listing");
  if (!detail.data)
    return (
      <div className="space-y-5">
        <BackLink to="/listings">Listings</BackLink>
        {detail.error ? <FailureAlert error={detail.error} onRetry={detail.reload} /> : null}
        {detail.loading ? <LoadingBlock label="Loading the listing" /> : null}
      </div>
    );
  return <ListingEditor key={detail.data.id} initial={detail.data} />;
}

export function NewListingPage() {
  useTitle("New listing");
  return <ListingEditor initial={null} />;
}

/** The error key of a form value (pay amounts are `pay.min`... as the schema and the server name them). */
const errorKeys: Partial<Record<keyof ListingForm, string>> = {
  payMin: "pay.min",
  payMax: "pay.max",
  payCurrency: "pay.currency",
  payUnit: "pay.unit",
};

type DialogName = "publish" | "schedule" | "unschedule" | "close" | "closeOn" | "reopen" | "discard";
type Busy = DialogName | "save" | "duplicate" | "reload" | "restore" | null;

function ListingEditor({ initial }: { initial: ListingDetail | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [detail, setDetail] = useState(initial);
  const [values, setValues] = useState<ListingForm>(() => formFrom(initial?.draft));
  const never = !detail?.firstPublishedAt;
  const [slugEdited, setSlugEdited] = useState(() =>
    initial ? initial.draft.slug !== slugFromTitle(initial.draft.title) : false,
  );
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...clientErrors };
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [revisionShown, setRevisionShown] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [focusTick, setFocusTick] = useState(0);

  const saved = formFrom(detail?.draft);
  const dirty = !sameForm(values, detail ? saved : emptyForm);
  // The latest of each, for the steps after an await.
  const latest = useRef({ values, detail });
  useLayoutEffect(() => {
    latest.current = { values, detail };
  });
  const showValues = (next: ListingForm) => {
    latest.current.values = next;
    setValues(next);
  };
  const showDetail = (next: ListingDetail) => {
    latest.current.detail = next;
    setDetail(next);
  };
  const leaving = useRef(false);

  // Leaving with unsaved changes asks first (in the workspace and for the browser's own navigation).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      !sameForm(latest.current.values, latest.current.detail ? formFrom(latest.current.detail.draft) : emptyForm) &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  // Focus: to what went wrong (the error summary, the conflict, the failure) once no dialog is open;
  // after a dialog whose button has gone (Publish now, once published), to the publishing panel.
  const summaryRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const publishingRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<"summary" | "conflict" | "failure" | null>(null);
  const anyDialog = dialog !== null || restoring !== null || revisionShown !== null || blocker.state === "blocked";
  const hadDialog = useRef(false);
  useEffect(() => {
    const closed = hadDialog.current && !anyDialog;
    hadDialog.current = anyDialog;
    if (anyDialog) return;
    const target = pendingFocus.current;
    pendingFocus.current = null;
    const el = target
      ? { summary: summaryRef, conflict: conflictRef, failure: failureRef }[target].current
      : closed && (document.activeElement === document.body || !document.activeElement?.isConnected)
        ? publishingRef.current
        : null;
    el?.focus();
    el?.scrollIntoView?.({ block: "nearest" });
  }, [focusTick, anyDialog]);
  const focus = (target: "summary" | "conflict" | "failure") => {
    pendingFocus.current = target;
    setFocusTick((n) => n + 1);
  };
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  function change<K extends keyof ListingForm>(key: K, value: ListingForm[K]) {
    const v = latest.current.values;
    const next: ListingForm = { ...v, [key]: value };
    if (key === "title" && never && !slugEdited) next.slug = slugFromTitle(String(value));
    if (key === "kind") {
      if (value === "internship" && v.employmentType === "FULL_TIME") next.employmentType = "INTERN";
      if (value === "job" && v.employmentType === "INTERN") next.employmentType = "FULL_TIME";
    }
    showValues(next);
    if (key === "slug") setSlugEdited(String(value) !== "");
    // Once the form was checked, its messages follow what is typed; the server's go when their field changes.
    if (checked) setClientErrors(checkForm(next).errors);
    const errorKey = errorKeys[key] ?? key;
    if (serverErrors[errorKey] || (errorKey.startsWith("pay.") && serverErrors.pay))
      setServerErrors(({ [errorKey]: _changed, ...rest }) =>
        errorKey.startsWith("pay.") ? { ...rest, pay: "" } : rest,
      );
  }

  /** Takes an answer: the form follows it unless the person has typed something the answer does not have. */
  function accept(next: ListingDetail, sent?: ListingForm) {
    const before = sent ?? formFrom(latest.current.detail?.draft);
    showDetail(next);
    if (sameForm(latest.current.values, before)) showValues(formFrom(next.draft));
    setConflict(null);
    setFailure(null);
  }

  function fail(err: unknown) {
    if (err instanceof ApiFailure && err.kind === "conflict") {
      setConflict(conflictText(err));
      focus("conflict");
    } else if (err instanceof ApiFailure && err.kind === "validation" && Object.keys(err.fields).length) {
      setServerErrors(serverFieldErrors(err.fields));
      focus("summary");
    } else {
      setFailure(err);
      focus("failure");
    }
  }

  /** Runs one request, busy as `name` meanwhile: what it returns, or null after showing why it failed. */
  async function run<T>(name: Busy, work: () => Promise<T>): Promise<T | null> {
    setBusy(name);
    setFailure(null);
    try {
      return await work();
    } catch (err) {
      fail(err);
      return null;
    } finally {
      setBusy(null);
    }
  }

  /** Saves the form (a new listing, or a new revision): the updated listing, or null after showing why not. */
  async function save(): Promise<ListingDetail | null> {
    const sent = latest.current.values;
    const { draft, errors: found } = checkForm(sent);
    setChecked(true);
    setClientErrors(found);
    setServerErrors({});
    if (!draft) {
      focus("summary");
      return null;
    }
    return run("save", async () => {
      const d = latest.current.detail;
      if (!d) {
        const created = await listingsApi.create(draft);
        toast.success("Draft created. It is not on the website until you publish it.");
        leaving.current = true;
        navigate(`/listings/${encodeURIComponent(created.id)}`, { replace: true });
        return null;
      }
      const next = await listingsApi.save(d.id, d.version, draft);
      accept(next, sent);
      setChecked(false);
      toast.success("Draft saved.");
      return next;
    });
  }

  /** One action on the listing; `saveFirst` saves unsaved changes before it (publishing them). */
  async function act(
    name: Busy,
    call: (d: ListingDetail) => Promise<ListingDetail>,
    done: (next: ListingDetail) => string,
    saveFirst = false,
  ): Promise<ListingDetail | null> {
    let d = latest.current.detail;
    if (!d) return null;
    if (saveFirst && !sameForm(latest.current.values, formFrom(d.draft))) {
      d = await save();
      if (!d) return null;
    }
    return run(name, async () => {
      const next = await call(d);
      accept(next);
      toast.success(done(next));
      return next;
    });
  }

  /** The form as a saved draft, with no messages: after a reload, or changes discarded. */
  function showDraft(draft: ListingDraft) {
    showValues(formFrom(draft));
    setSlugEdited(draft.slug !== slugFromTitle(draft.title));
    setClientErrors({});
    setServerErrors({});
    setChecked(false);
  }

  /** An action confirmed in a dialog: the dialog closes once the action is done, whether it worked or not. */
  async function actFromDialog(...args: Parameters<typeof act>): Promise<ListingDetail | null> {
    const ok = await act(...args);
    setDialog(null);
    return ok;
  }

  async function reload() {
    const d = latest.current.detail;
    if (!d) return;
    setBusy("reload");
    try {
      const next = await listingsApi.get(d.id);
      showDetail(next);
      showDraft(next.draft);
      setConflict(null);
      setFailure(null);
      toast.success("Reloaded: the form shows the latest saved version.");
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  }

  /** The copy opens in its own editor; this one stays as it was (a listing's version does not change by being copied). */
  async function duplicate() {
    const d = latest.current.detail;
    if (!d) return;
    await run("duplicate", async () => {
      const copy = await listingsApi.duplicate(d.id, d.version);
      toast.success("Copy created as a draft.");
      navigate(`/listings/${encodeURIComponent(copy.id)}`);
    });
  }

  /** How each action's dialog opens and closes: it is open while it is the one asked for. */
  const dialogProps = (name: DialogName) => ({ open: dialog === name, onClose: () => setDialog(null) });
  /** Restore… (from the list or a revision's dialog) asks first, in a dialog of its own. */
  const askRestore = (n: number) => {
    setRevisionShown(null);
    setRestoring(n);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  const title = detail ? detail.draft.title : "New listing";
  const ordered = orderedErrors(Object.fromEntries(Object.entries(errors).filter(([, m]) => m)));

  return (
    <div className="space-y-5">
      <BackLink to="/listings">Listings</BackLink>
      <header className="space-y-2 border-b border-ink-200 pb-4">
        {detail ? (
          <div className="flex flex-wrap items-center gap-2">
            <ListingStateBadge state={detail.state} />
            <Badge>{kindLabel(detail.kind)}</Badge>
            {pendingChanges(detail) ? <Badge tone="amber">Unpublished changes</Badge> : null}
          </div>
        ) : null}
        <h1 className="text-xl font-semibold tracking-tight break-words">{title}</h1>
        {detail ? (
          <p className="text-[13px] text-ink-700">
            <span className="font-mono text-ink-900">/career/{detail.slug}</span> ·{" "}
            <time dateTime={detail.updatedAt}>{changedText(detail)}</time>
          </p>
        ) : (
          <p className="text-[13px] text-ink-700">
            A job or internship for the careers pages. It stays a draft, off the website, until you publish it.
          </p>
        )}
      </header>

      {conflict ? (
        <div ref={conflictRef} tabIndex={-1} className="outline-none">
          <Alert tone="warning" role="alert" title="Someone else saved this listing first">
            <p>{conflict}</p>
            <Button size="sm" className="mt-2" busy={busy === "reload"} onClick={() => void reload()}>
              <RotateCcw aria-hidden="true" />
              Reload the listing
            </Button>
          </Alert>
        </div>
      ) : null}
      {failure ? (
        <div ref={failureRef} tabIndex={-1} className="outline-none">
          <FailureAlert error={failure} />
        </div>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form ref={formRef} noValidate onSubmit={submit} aria-label="Listing" className="min-w-0 space-y-5">
          {ordered.length ? (
            <ErrorSummary
              ref={summaryRef}
              errors={ordered}
              onPick={(key) => {
                const name = key === "pay" ? "pay.min" : key;
                const el = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
                el?.focus();
              }}
            />
          ) : null}
          <ListingFields
            values={values}
            errors={errors}
            change={change}
            slugLocked={!never}
            slugSuggested={never && !slugEdited}
          />
          <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-2 rounded-lg border border-ink-200 bg-surface/95 p-3 shadow-sm backdrop-blur">
            <Button type="submit" variant="primary" busy={busy === "save"} disabled={busy !== null}>
              Save draft
            </Button>
            {detail ? (
              <a
                href={listingsApi.previewUrl(detail.id)}
                target="_blank"
                rel="noopener"
                className={buttonClass("secondary")}
              >
                <ExternalLink aria-hidden="true" />
                Preview
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            {detail && dirty ? (
              <Button variant="ghost" onClick={() => setDialog("discard")} disabled={busy !== null}>
                <Undo2 aria-hidden="true" />
                Discard changes
              </Button>
            ) : null}
            <p className="ml-auto text-xs text-ink-600">
              {!detail
                ? "Not saved yet."
                : dirty
                  ? "Unsaved changes. Preview shows the last saved draft."
                  : "All changes saved."}
            </p>
          </div>
        </form>

        <div className="space-y-5">
          {detail ? (
            <>
              <div ref={publishingRef} tabIndex={-1} className="rounded-lg outline-none">
                <Publishing
                  d={detail}
                  dirty={dirty}
                  busy={busy}
                  open={setDialog}
                  onUnschedule={() =>
                    void act(
                      "unschedule",
                      (d) => listingsApi.unschedule(d.id, d.version),
                      () => "Unscheduled: it stays a draft.",
                    )
                  }
                  onDuplicate={() => void duplicate()}
                />
              </div>
              <Revisions d={detail} dirty={dirty} onView={setRevisionShown} onRestore={askRestore} />
            </>
          ) : (
            <Card title="Publishing">
              <p className="text-[13px] text-ink-700">
                Save the draft first. Then you can preview its page, publish it now or schedule it.
              </p>
            </Card>
          )}
        </div>
      </div>

      {detail ? (
        <>
          <ConfirmDialog
            {...dialogProps("publish")}
            title={detail.state === "published" ? "Publish the changes?" : "Publish this listing now?"}
            confirm={detail.state === "published" ? "Publish changes" : "Publish now"}
            busy={busy === "publish" || busy === "save"}
            onConfirm={() =>
              actFromDialog(
                "publish",
                (d) => listingsApi.publish(d.id, d.version),
                () => "Published: the careers pages show it within seconds.",
                true,
              )
            }
          >
            <p>
              {detail.state === "published"
                ? `The page /career/${detail.slug} changes to the latest draft at once, with the careers list, the sitemap and the job feeds.`
                : `“${detail.draft.title}” goes on the careers pages at once, at /career/${values.slug || detail.slug}, in the sitemap and the job feeds.`}
            </p>
            {dirty ? <p className="mt-2 font-medium">Your unsaved changes are saved first, then published.</p> : null}
          </ConfirmDialog>
          <ScheduleDialog
            {...dialogProps("schedule")}
            d={detail}
            dirty={dirty}
            busy={busy === "schedule" || busy === "save"}
            onConfirm={(at) =>
              actFromDialog(
                "schedule",
                (d) => listingsApi.publish(d.id, d.version, at),
                (next) => `Scheduled: it goes live ${formatDateTime(next.publishAt ?? at)}.`,
                true,
              )
            }
          />
          <ConfirmDialog
            {...dialogProps("close")}
            title="Close this listing now?"
            confirm="Close now"
            danger
            busy={busy === "close"}
            onConfirm={() =>
              actFromDialog(
                "close",
                (d) => listingsApi.close(d.id, d.version),
                () => "Closed: applications to it are refused from now on.",
              )
            }
          >
            <p>
              Its page stays at /career/{detail.slug} and says it is closed, without Apply Now or job-board data. It
              leaves the careers list, the sitemap and the job feeds, and the website refuses applications to it.
            </p>
          </ConfirmDialog>
          <CloseOnDialog
            {...dialogProps("closeOn")}
            d={detail}
            busy={busy === "closeOn"}
            onConfirm={(on) =>
              actFromDialog(
                "closeOn",
                (d) => listingsApi.close(d.id, d.version, on),
                () => `Applications end after ${dayText(on)}.`,
              )
            }
          />
          <ConfirmDialog
            {...dialogProps("reopen")}
            title="Reopen this listing?"
            confirm="Reopen"
            busy={busy === "reopen"}
            onConfirm={() =>
              actFromDialog(
                "reopen",
                (d) => listingsApi.reopen(d.id, d.version),
                () => "Reopened: it is on the careers pages again.",
              )
            }
          >
            <p>
              It goes back on the careers list, the sitemap and the job feeds, with Apply Now on its page, and takes
              applications again.
            </p>
          </ConfirmDialog>
          <ConfirmDialog
            {...dialogProps("discard")}
            title="Discard your changes?"
            confirm="Discard changes"
            danger
            busy={false}
            onConfirm={async () => {
              showDraft(detail.draft);
              setDialog(null);
              return detail;
            }}
          >
            <p>The form goes back to the last saved draft. What you typed since is gone.</p>
          </ConfirmDialog>
          <RevisionDialog
            d={detail}
            number={revisionShown}
            dirty={dirty}
            onClose={() => setRevisionShown(null)}
            onRestore={askRestore}
          />
          <ConfirmDialog
            open={restoring !== null}
            onClose={() => setRestoring(null)}
            title={`Restore revision ${restoring ?? ""} and publish it?`}
            confirm="Restore and publish"
            busy={busy === "restore"}
            onConfirm={async () => {
              const n = restoring;
              if (n === null) return null;
              const ok = await act(
                "restore",
                (d) => listingsApi.restore(d.id, d.version, n),
                (next) =>
                  `Revision ${n} restored as revision ${Math.max(...next.revisions.map((r) => r.number))}, and published.`,
              );
              setRestoring(null);
              return ok;
            }}
          >
            <p>
              Its fields become a new revision, published at once: /career/{detail.slug} shows them within seconds. The
              revisions after it are kept.
            </p>
          </ConfirmDialog>
        </>
      ) : null}
      <Dialog
        open={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title="Leave without saving?"
        description="Your changes to this listing are not saved. If you leave, they are gone."
        footer={
          <>
            <Button onClick={() => blocker.reset?.()}>Stay on the page</Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              Leave without saving
            </Button>
          </>
        }
      />
    </div>
  );
}

// ---------------------------------------------------------------- the fields

function ErrorSummary({
  ref,
  errors,
  onPick,
}: {
  ref: Ref<HTMLDivElement>;
  errors: [string, string][];
  onPick: (key: string) => void;
}) {
  const id = useId();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={id}
      className="rounded-lg border-2 border-red-700 bg-surface p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <h2 id={id} className="text-sm font-semibold text-red-800">
        {errors.length === 1 ? "One field needs attention" : `${errors.length} fields need attention`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-[13px]">
        {errors.map(([key, message]) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onPick(key)}
              className="text-left font-medium text-red-800 underline underline-offset-2 hover:text-red-900"
            >
              {fieldLabels[key] ?? "The listing"}: {message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Change = <K extends keyof ListingForm>(key: K, value: ListingForm[K]) => void;

function ListingFields({
  values: v,
  errors,
  change,
  slugLocked,
  slugSuggested,
}: {
  values: ListingForm;
  errors: Record<string, string>;
  change: Change;
  slugLocked: boolean;
  slugSuggested: boolean;
}) {
  const text = (key: keyof ListingForm) => ({
    name: key,
    value: v[key],
    onChange: (e: { target: { value: string } }) => change(key, e.target.value as never),
    error: errors[key],
  });
  const chars = v.description.length;
  return (
    <>
      <Card title="The role">
        <div className="space-y-4">
          <InputField label="Title" autoComplete="off" {...text("title")} />
          <Field
            label="Web address"
            error={errors.slug}
            hint={
              slugLocked ? (
                <>
                  The page is at <span className="font-mono">/career/{v.slug}</span>. Published addresses never change,
                  so links to it keep working.
                </>
              ) : (
                <>
                  The page will be at <span className="font-mono">/career/{v.slug || "…"}</span>.{" "}
                  {slugSuggested ? "Suggested from the title. " : ""}It can change until the listing is first published,
                  never after.
                </>
              )
            }
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name="slug"
                autoComplete="off"
                spellCheck={false}
                readOnly={slugLocked}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={`${inputClass} read-only:border-ink-200 read-only:bg-ink-50 read-only:text-ink-700`}
                value={v.slug}
                onChange={(e) => change("slug", e.target.value)}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Kind"
              disabled={slugLocked}
              hint={slugLocked ? "A published listing keeps its kind: duplicate it to make the other kind." : undefined}
              {...text("kind")}
            >
              <option value="job">Job</option>
              <option value="internship">Internship</option>
            </SelectField>
            <SelectField label="Employment type" {...text("employmentType")}>
              {employmentTypes.map((t) => (
                <option key={t} value={t}>
                  {employmentLabels[t]}
                </option>
              ))}
            </SelectField>
            {v.kind === "internship" ? (
              <InputField label="Duration" hint="How long it lasts, like “6 months”." {...text("duration")} />
            ) : null}
            <InputField
              label="Experience"
              hint="What it asks for, like “2+ years” or “Freshers”."
              {...text("experience")}
            />
          </div>
        </div>
      </Card>

      <Card title="Where it is worked">
        <div className="space-y-4">
          <RadioGroup
            legend="Work mode"
            name="workMode"
            value={v.workMode}
            options={(["on-site", "hybrid", "remote"] as const).map((m) => ({ value: m, label: workModeLabels[m] }))}
            onChange={(m) => change("workMode", m)}
            error={errors.workMode}
          />
          {v.workMode === "remote" ? (
            <InputField
              label="Remote from"
              hint="The country or region it can be worked from, like “India”."
              {...text("remoteRegion")}
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label="City (optional)"
                hint="Leave it empty for the company's office."
                {...text("location")}
              />
              <InputField
                label="State or region (optional)"
                hint="For the job-board data, like “Odisha”."
                {...text("region")}
              />
            </div>
          )}
        </div>
      </Card>

      <Card title="What the page says">
        <Field
          label="Description"
          error={errors.description}
          hint={
            <div className="space-y-1">
              <p>
                Plain text, one line each: the <strong className="font-medium text-ink-800">first line</strong> is the
                summary on the careers list; a line starting with <span className="font-mono">- </span> is a bullet; a
                line ending with <span className="font-mono">:</span> is a heading; other lines are paragraphs. No HTML
                or Markdown: it shows exactly as typed.
              </p>
              <p className="tabular-nums">{chars.toLocaleString("en-IN")} characters (80 to 6,000).</p>
            </div>
          }
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              name="description"
              rows={14}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={`${textareaClass} font-mono text-[13px]`}
              value={v.description}
              onChange={(e) => change("description", e.target.value)}
            />
          )}
        </Field>
      </Card>

      <Card title="Pay and closing date">
        <div className="space-y-4">
          <fieldset aria-describedby={errors.pay ? "pay-error" : undefined}>
            <legend className="text-[13px] font-medium text-ink-800">Pay range (optional)</legend>
            <p className="mt-0.5 text-xs text-ink-600">
              Shown on the page and to job boards. Leave both amounts empty to say nothing about pay.
            </p>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <SelectField label="Currency" {...text("payCurrency")} name="pay.currency" error={errors["pay.currency"]}>
                {currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectField>
              <InputField
                label="Minimum"
                inputMode="numeric"
                autoComplete="off"
                {...text("payMin")}
                name="pay.min"
                error={errors["pay.min"]}
              />
              <InputField
                label="Maximum"
                inputMode="numeric"
                autoComplete="off"
                {...text("payMax")}
                name="pay.max"
                error={errors["pay.max"]}
              />
              <SelectField label="Per" {...text("payUnit")} name="pay.unit" error={errors["pay.unit"]}>
                {payUnits.map((u) => (
                  <option key={u} value={u}>
                    {payUnitLabels[u].replace(/^per /, "")}
                  </option>
                ))}
              </SelectField>
            </div>
            {errors.pay ? (
              <p id="pay-error" className="mt-1.5 text-xs font-medium text-red-700">
                {errors.pay}
              </p>
            ) : null}
          </fieldset>
          <InputField
            label="Closing date (optional)"
            type="date"
            className="sm:max-w-xs"
            hint={
              v.closesOn && v.closesOn < companyDay() ? (
                <span className="font-medium text-amber-900">
                  This day has passed. The draft can be saved, but it cannot be published until you choose a later day
                  or remove the date.
                </span>
              ) : (
                "The last day applications are taken, in India. Leave it empty to keep it open until you close it."
              )
            }
            {...text("closesOn")}
          />
        </div>
      </Card>
    </>
  );
}

function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-[13px] font-medium text-ink-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex h-9 cursor-pointer items-center gap-2 rounded-md border border-ink-300 bg-surface px-3 text-sm text-ink-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="size-4 accent-brand-600"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

// ---------------------------------------------------------------- publishing

function stateText(d: ListingDetail): ReactNode {
  switch (d.state) {
    case "draft":
      return d.firstPublishedAt ? "Not on the website." : "Not on the website yet: it was never published.";
    case "scheduled":
      return (
        <>
          Goes live <time dateTime={d.publishAt ?? ""}>{formatDateTime(d.publishAt)}</time>.
        </>
      );
    case "published":
      return (
        <>
          On the website
          {d.liveRevision ? ` (revision ${d.liveRevision})` : ""}
          {d.firstPublishedAt ? (
            <>
              , first published <time dateTime={d.firstPublishedAt}>{formatDateTime(d.firstPublishedAt)}</time>
            </>
          ) : null}
          .{d.closesOn ? ` Applications end after ${dayText(d.closesOn)}.` : ""}
        </>
      );
    case "closed":
      return (
        <>
          Closed{d.closedAt ? <> on {formatDateTime(d.closedAt)}</> : null}: its page says so and takes no applications.
        </>
      );
  }
}

function Publishing({
  d,
  dirty,
  busy,
  open,
  onUnschedule,
  onDuplicate,
}: {
  d: ListingDetail;
  dirty: boolean;
  busy: Busy;
  open: (name: DialogName) => void;
  onUnschedule: () => void;
  onDuplicate: () => void;
}) {
  const off = busy !== null;
  const canPublish = d.state !== "closed" && (d.state !== "published" || d.unpublishedChanges || dirty);
  return (
    <Card title="Publishing">
      <div className="space-y-3">
        <p className="text-[13px] text-ink-800">{stateText(d)}</p>
        {pendingChanges(d) ? (
          <p className="text-xs text-ink-700">The saved draft has changes the public page does not show yet.</p>
        ) : null}
        <div className="flex flex-col gap-2">
          {canPublish ? (
            <Button variant="primary" onClick={() => open("publish")} disabled={off}>
              <Send aria-hidden="true" />
              {d.state === "published" ? "Publish changes…" : "Publish now…"}
            </Button>
          ) : null}
          {canPublish ? (
            <Button onClick={() => open("schedule")} disabled={off}>
              <CalendarClock aria-hidden="true" />
              {d.state === "scheduled" ? "Change the schedule…" : "Schedule…"}
            </Button>
          ) : null}
          {d.state === "scheduled" ? (
            <Button onClick={onUnschedule} busy={busy === "unschedule"} disabled={off}>
              Unschedule
            </Button>
          ) : null}
          {d.state === "published" ? (
            <>
              <Button onClick={() => open("closeOn")} disabled={off || pendingChanges(d)}>
                Close on a date…
              </Button>
              {pendingChanges(d) ? (
                <p className="text-xs text-ink-700">Publish the saved changes first to set a closing date.</p>
              ) : null}
              <Button onClick={() => open("close")} disabled={off} className="text-red-800">
                <XCircle aria-hidden="true" />
                Close now…
              </Button>
            </>
          ) : null}
          {d.state === "closed" ? (
            <Button variant="primary" onClick={() => open("reopen")} disabled={off}>
              Reopen…
            </Button>
          ) : null}
          <Button onClick={onDuplicate} busy={busy === "duplicate"} disabled={off}>
            <Copy aria-hidden="true" />
            Duplicate
          </Button>
        </div>
        <p className="text-xs text-ink-600">
          {d.applications === 1 ? "1 application" : `${d.applications.toLocaleString("en-IN")} applications`} ·{" "}
          <Link
            to={`/hiring?listing=${encodeURIComponent(d.id)}`}
            className="font-medium text-link underline underline-offset-2"
          >
            See the applications
          </Link>
        </p>
      </div>
    </Card>
  );
}

/**
 * The one value a dialog asks for: afresh from `initial` each time the dialog opens, with no message.
 * Submitting it sends what `read` makes of it, or shows the message `read` gives instead.
 */
function useDialogValue(
  open: boolean,
  initial: () => string,
  read: (value: string) => { error: string } | { send: string },
  onConfirm: (value: string) => Promise<unknown>,
) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [shownFor, setShownFor] = useState(false);
  if (open !== shownFor) {
    setShownFor(open);
    if (open) {
      setValue(initial());
      setError(undefined);
    }
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    const result = read(value);
    if ("error" in result) setError(result.error);
    else {
      setError(undefined);
      void onConfirm(result.send);
    }
  }
  return { value, setValue, error, submit };
}

function ScheduleDialog({
  open,
  d,
  dirty,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  d: ListingDetail;
  dirty: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (at: string) => Promise<unknown>;
}) {
  const { value, setValue, error, submit } = useDialogValue(
    open,
    () => (d.publishAt ? istInputValue(new Date(d.publishAt)) : ""),
    (typed) => {
      const iso = istToIso(typed);
      if (!iso) return { error: "Choose the day and the time it goes live." };
      if (Date.parse(iso) <= Date.now()) return { error: "Choose a time in the future, or use Publish now." };
      return { send: iso };
    },
    onConfirm,
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={
        d.state === "scheduled"
          ? "Change when it goes live"
          : d.state === "published"
            ? "Schedule the changes"
            : "Schedule the publication"
      }
      description={
        <>
          The latest saved draft goes live on the careers pages at this time, by itself.
          {dirty ? " Your unsaved changes are saved first." : ""}
        </>
      }
      submitLabel="Schedule"
      busy={busy}
      cancelDisabled={busy}
      failure={null}
      onSubmit={submit}
    >
      <Field label="Goes live at" error={error}>
        {({ id, describedBy, invalid }) => (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <input
              id={id}
              type="datetime-local"
              aria-describedby={[`${id}-zone`, describedBy].filter(Boolean).join(" ")}
              aria-invalid={invalid || undefined}
              className={`${inputClass} max-w-64`}
              value={value}
              min={istInputValue(new Date())}
              onChange={(e) => setValue(e.target.value)}
            />
            <span id={`${id}-zone`} className="text-[13px] font-medium whitespace-nowrap text-ink-700">
              {ZONE_TEXT}
            </span>
          </div>
        )}
      </Field>
    </FormDialog>
  );
}

function CloseOnDialog({
  open,
  d,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  d: ListingDetail;
  busy: boolean;
  onClose: () => void;
  onConfirm: (on: string) => Promise<unknown>;
}) {
  const today = companyDay();
  const { value, setValue, error, submit } = useDialogValue(
    open,
    () => d.closesOn ?? "",
    (typed) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) return { error: "Choose the last day applications are taken." };
      if (typed < today) return { error: "Choose today or a later day, or use Close now." };
      return { send: typed };
    },
    onConfirm,
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Close on a date"
      description="Applications are taken until the end of this day in India; then the listing closes by itself: its page says so, and it leaves the careers list, the sitemap and the job feeds."
      submitLabel="Set the closing date"
      busy={busy}
      cancelDisabled={busy}
      failure={null}
      onSubmit={submit}
    >
      <InputField
        label="Last day to apply"
        type="date"
        min={today}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        hint="A day in India (IST)."
        className="sm:max-w-xs"
      />
    </FormDialog>
  );
}

// ---------------------------------------------------------------- revisions

/** What each revision offers: View, and Restore… while the form has no unsaved changes. */
interface RevisionActions {
  dirty: boolean;
  onView: (n: number) => void;
  onRestore: (n: number) => void;
}

function Revisions({ d, ...actions }: RevisionActions & { d: ListingDetail }) {
  const revisions = [...d.revisions].sort((a, b) => b.number - a.number);
  return (
    <Card title="Revisions" bodyClass="">
      {actions.dirty ? (
        <p className="border-b border-ink-100 px-4 py-2 text-xs text-ink-700">
          Save or discard your changes to restore a revision.
        </p>
      ) : null}
      <ol className="divide-y divide-ink-100">
        {revisions.map((r) => (
          <RevisionLine key={r.number} r={r} {...actions} />
        ))}
      </ol>
    </Card>
  );
}

function RevisionLine({ r, dirty, onView, onRestore }: RevisionActions & { r: RevisionMeta }) {
  return (
    <li className="space-y-1 px-4 py-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-[13px] font-medium text-ink-950">Revision {r.number}</span>
        {r.live ? <Badge tone="green">Live</Badge> : null}
      </div>
      <p className="text-xs text-ink-700">
        <time dateTime={r.createdAt}>{revisionByline(r)}</time>
      </p>
      <p className="text-xs text-ink-600">{r.note}</p>
      <div className="flex gap-2 pt-1">
        <Button size="sm" onClick={() => onView(r.number)}>
          <HistoryIcon aria-hidden="true" />
          View<span className="sr-only"> revision {r.number}</span>
        </Button>
        {!r.live ? (
          <Button size="sm" onClick={() => onRestore(r.number)} disabled={dirty}>
            <RotateCcw aria-hidden="true" />
            Restore…<span className="sr-only"> revision {r.number}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function RevisionDialog({
  d,
  number,
  dirty,
  onClose,
  onRestore,
}: {
  d: ListingDetail;
  number: number | null;
  dirty: boolean;
  onClose: () => void;
  onRestore: (n: number) => void;
}) {
  const [state, setState] = useState<{ n: number; data?: RevisionView; error?: unknown } | null>(null);
  useEffect(() => {
    if (number === null) return;
    let live = true;
    listingsApi.revision(d.id, number).then(
      (data) => live && setState({ n: number, data }),
      (error: unknown) => live && setState({ n: number, error }),
    );
    return () => {
      live = false;
    };
  }, [d.id, number]);
  const shown = state && state.n === number ? state : null;
  const meta = d.revisions.find((r) => r.number === number);
  return (
    <Dialog
      open={number !== null}
      onClose={onClose}
      title={`Revision ${number ?? ""}${meta?.live ? " (live)" : ""}`}
      description={
        meta ? (
          <>
            {revisionByline(meta)}: {meta.note}
          </>
        ) : undefined
      }
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          {number !== null && !meta?.live ? (
            <Button variant="primary" disabled={dirty} onClick={() => onRestore(number)}>
              <RotateCcw aria-hidden="true" />
              Restore this revision…
            </Button>
          ) : null}
        </>
      }
    >
      {shown?.error ? <p className="text-[13px] text-red-800">{errorText(shown.error)}</p> : null}
      {!shown ? <LoadingBlock label="Loading the revision" /> : null}
      {shown?.data ? <RevisionFields draft={shown.data.draft} /> : null}
      {dirty && !meta?.live ? (
        <p className="text-xs text-ink-700">Save or discard your changes to restore a revision.</p>
      ) : null}
    </Dialog>
  );
}

function RevisionFields({ draft: r }: { draft: ListingDraft }) {
  const where =
    r.workMode === "remote"
      ? `Remote, from ${r.remoteRegion ?? "—"}`
      : `${workModeLabels[r.workMode]}${r.location ? `, ${r.location}` : ", the company's office"}${r.region ? ` (${r.region})` : ""}`;
  return (
    <div>
      <DescriptionList
        items={[
          { label: "Title", value: r.title, wide: true },
          { label: "Web address", value: <span className="font-mono">/career/{r.slug}</span>, wide: true },
          { label: "Kind", value: kindLabel(r.kind) },
          { label: "Employment type", value: employmentLabels[r.employmentType] },
          ...(r.kind === "internship" ? [{ label: "Duration", value: r.duration ?? "—" }] : []),
          { label: "Experience", value: r.experience },
          { label: "Where", value: where, wide: true },
          {
            label: "Pay range",
            value: r.pay
              ? `${r.pay.currency} ${r.pay.min.toLocaleString("en-IN")} to ${r.pay.max.toLocaleString("en-IN")} ${payUnitLabels[r.pay.unit]}`
              : "Not stated",
          },
          { label: "Closing date", value: r.closesOn ? dayText(r.closesOn) : "None" },
          {
            label: "Description",
            value: <span className="block font-mono text-[13px] whitespace-pre-wrap">{r.description}</span>,
            wide: true,
          },
        ]}
      />
    </div>
  );
}
