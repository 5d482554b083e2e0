/**
 * The pieces of the workspace's pages that list things one adds and manages: the page itself with
 * its one add button, the failure of loading the list and its dialogs (ItemsPage: Staff, API tokens,
 * Destinations); the dialog that creates a new thing and then shows what it made, once (an
 * invitation link, a token, a signing secret, a certificate), with Done (useCreateForm and
 * CreateDialog: those and Certificates); and the state of a dialog opened for one item of the list
 * (manage, revoke), which loads the list again once it is done (useItemDialog).
 */
import { useState, type FormEvent, type ReactNode } from "react";
import type { Resource } from "../lib/use-resource";
import { Button } from "./button";
import { FailureAlert, LoadingBlock } from "./feedback";
import { FormDialog, useFormSubmit } from "./form-dialog";
import { PageHeader } from "./layout";

/**
 * Such a page: its header, with the primary button that opens the dialog that adds one (`add`,
 * which loads the list again once something is made); why the list could not be loaded (with Try
 * again); with `loading`, the skeleton that names what loads until the list first comes; then the
 * page's own content, and the dialogs opened for an item of the list (`dialogs`).
 */
export function ItemsPage({
  title,
  description,
  add,
  list,
  loading,
  className,
  dialogs,
  children,
}: {
  title: string;
  description: ReactNode;
  add: { label: string; icon: ReactNode; dialog: (props: CreateDialogProps) => ReactNode };
  list: Pick<Resource<unknown>, "data" | "error" | "loading" | "reload">;
  loading?: string;
  /** The page's spacing. */
  className: string;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <div className={className}>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            {add.icon}
            {add.label}
          </Button>
        }
      />
      {list.error ? <FailureAlert error={list.error} onRetry={list.reload} /> : null}
      {loading && !list.data && list.loading ? <LoadingBlock label={loading} /> : null}
      {children}
      {add.dialog({ open: adding, onClose: () => setAdding(false), onDone: list.reload })}
      {dialogs}
    </div>
  );
}

/** Which item of the list a dialog is open for, if any; `done` closes it and loads the list again. */
export function useItemDialog<T>(reload: () => void) {
  const [item, setItem] = useState<T | null>(null);
  return {
    item,
    open: (next: T) => setItem(next),
    close: () => setItem(null),
    done: () => {
      setItem(null);
      reload();
    },
  };
}

/** What the page gives the dialog that creates one: whether it is open, and what closing and creating do. */
export interface CreateDialogProps {
  open: boolean;
  onClose: () => void;
  /** Something was made: the page loads its list again. */
  onDone: () => void;
}

/**
 * The state of a dialog that creates one thing: the form's values (from `initial`), `check`, which
 * gives the form's own message of each field that has one (none: the form is sent), and `create`,
 * which sends the values and gives what the dialog shows next. Closing once something was made
 * empties the form for the next one (`clear`, by default back to `initial`); with `clearOnClose`,
 * closing always empties it, and its messages too. `field(key)` wires one field to its value and
 * its message.
 */
export function useCreateForm<T, V extends Record<string, unknown>>(
  { open, onClose, onDone }: CreateDialogProps,
  {
    initial,
    check,
    create,
    clear = initial,
    clearOnClose = false,
  }: {
    initial: () => V;
    check?: (values: V) => Record<string, string | undefined>;
    create: (values: V) => Promise<T>;
    clear?: (values: V) => V;
    clearOnClose?: boolean;
  },
) {
  const { errors, setErrors, failure, busy, run, reset } = useFormSubmit();
  const [values, setValues] = useState(initial);
  const [made, setMade] = useState<T | null>(null);
  function set<K extends keyof V>(key: K, value: V[K]) {
    setValues((v) => ({ ...v, [key]: value }));
  }
  function field<K extends keyof V & string>(key: K) {
    return { value: values[key], onValue: (value: V[K]) => set(key, value), error: errors[key] };
  }
  function close() {
    onClose();
    if (made || clearOnClose) {
      setMade(null);
      setValues(clear);
      reset();
    }
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    if (check) {
      const errs: Record<string, string> = {};
      for (const [key, message] of Object.entries(check(values))) if (message) errs[key] = message;
      setErrors(errs);
      if (Object.keys(errs).length) return;
    }
    void run(async () => {
      setMade(await create(values));
      onDone();
    });
  }
  return { open, values, set, field, errors, failure, busy, made, close, submit };
}

/** What CreateDialog needs of useCreateForm. */
interface CreateFormState<T> {
  open: boolean;
  busy: boolean;
  failure: unknown;
  made: T | null;
  close: () => void;
  submit: (e: FormEvent) => void;
}

/**
 * The dialog around such a form (FormDialog): the fields, then, once something was made, `shown`
 * under `doneTitle` with Done (and `actions` beside it).
 */
export function CreateDialog<T>({
  form,
  title,
  description,
  submitLabel,
  doneTitle,
  shown,
  actions,
  children,
}: {
  form: CreateFormState<T>;
  title: string;
  description: ReactNode;
  submitLabel: string;
  doneTitle: string;
  shown: (made: T) => ReactNode;
  actions?: (made: T) => ReactNode;
  children: ReactNode;
}) {
  const { made } = form;
  return (
    <FormDialog
      open={form.open}
      onClose={form.close}
      title={title}
      description={description}
      submitLabel={submitLabel}
      busy={form.busy}
      failure={form.failure}
      onSubmit={form.submit}
      doneTitle={doneTitle}
      done={
        made ? (
          <>
            {shown(made)}
            <DoneButtons onDone={form.close}>{actions?.(made)}</DoneButtons>
          </>
        ) : null
      }
    >
      {children}
    </FormDialog>
  );
}

/** Done, which closes a dialog that shows what was made, after any other actions. */
export function DoneButtons({ onDone, children }: { onDone: () => void; children?: ReactNode }) {
  return (
    <div className={children ? "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" : "flex justify-end"}>
      {children}
      <Button variant="primary" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
