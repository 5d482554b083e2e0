/** The signed-in person's account: passkeys, password, sign out, sign out everywhere. */
import { PASSWORD_MIN, roleLabels, type Passkey, type PasswordStrength } from "#contracts/workspace.ts";
import { Fingerprint, KeyRound, LogOut, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ApiFailure } from "../lib/api";
import { api } from "../lib/client";
import { formatDateTime } from "../lib/format";
import { addPasskey, passkeysSupported } from "../lib/passkeys";
import { useMe, useSession } from "../lib/session";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Alert, FailureAlert, LoadingBlock } from "../ui/feedback";
import { InputField } from "../ui/field";
import { Badge, Card, DescriptionList, PageHeader } from "../ui/layout";
import { useToast } from "../ui/toast";
import { AuthLayout, CurrentPasswordField } from "./auth-layout";
import { NewPasswordField, passwordLength } from "./password-field";

const failureText = (e: unknown) => (e instanceof Error ? e.message : "That did not work. Try again.");

export function AccountPage() {
  useTitle("Account");
  const me = useMe();
  return (
    <div className="space-y-5">
      <PageHeader title="Your account" description={`${me.name} · ${me.email}`} />
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="space-y-5">
          <Card title="Profile">
            <DescriptionList
              items={[
                { label: "Name", value: me.name },
                { label: "E-mail", value: me.email },
                { label: "Roles", value: me.roles.map((r) => roleLabels[r]).join(", ") },
                { label: "Signed in", value: formatDateTime(me.session.createdAt) },
                {
                  label: "Session ends",
                  value: `${formatDateTime(me.session.idleExpiresAt)} if idle, ${formatDateTime(me.session.expiresAt)} at the latest`,
                  wide: true,
                },
              ]}
            />
          </Card>
          <Passkeys />
        </div>
        <div className="space-y-5">
          <ChangePassword />
          <Sessions />
        </div>
      </div>
    </div>
  );
}

function Passkeys() {
  const toast = useToast();
  const { refresh } = useSession();
  const list = useResource(() => api.passkeys(), "passkeys");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [supported] = useState(passkeysSupported);

  async function add(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const key = await addPasskey(name.trim() || undefined);
      toast.success(`Passkey “${key.name}” added. You can now sign in with it alone.`);
      setName("");
      list.reload();
      await refresh();
    } catch (err) {
      setError(failureText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title="Passkeys">
      <div className="space-y-4">
        <p className="text-xs text-ink-600">
          A passkey signs you in with your device's screen lock or a security key: nothing to type, nothing to steal by
          phishing.
        </p>
        {list.error ? <FailureAlert error={list.error} onRetry={list.reload} /> : null}
        {!list.data && list.loading ? <LoadingBlock label="Loading passkeys" /> : null}
        {list.data ? (
          list.data.items.length === 0 ? (
            <p className="text-[13px] text-ink-700">No passkeys yet.</p>
          ) : (
            <ul className="divide-y divide-ink-100 rounded-md border border-ink-200">
              {list.data.items.map((k) => (
                <li key={k.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 truncate text-[13px] font-medium text-ink-900">
                      <KeyRound className="size-4 shrink-0 text-ink-500" aria-hidden="true" />
                      {k.name}
                      {k.backedUp ? <Badge tone="green">Synced</Badge> : null}
                    </p>
                    <p className="text-xs text-ink-600">
                      Added {formatDateTime(k.createdAt)} ·{" "}
                      {k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : "not used yet"}
                    </p>
                  </div>
                  <Button size="sm" onClick={() => setRemoving(k)}>
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> {k.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {supported ? (
          <form onSubmit={add} className="space-y-2">
            {error ? (
              <Alert tone="danger" role="alert">
                {error}
              </Alert>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <InputField
                className="flex-1"
                label="Name for the new passkey (optional)"
                placeholder="e.g. Work laptop"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={60}
              />
              <Button type="submit" variant="primary" busy={busy}>
                {busy ? null : <Fingerprint aria-hidden="true" />}
                Add a passkey
              </Button>
            </div>
          </form>
        ) : (
          <Alert tone="warning">This browser cannot create passkeys.</Alert>
        )}
      </div>
      <RemovePasskey
        passkey={removing}
        onClose={() => setRemoving(null)}
        onDone={async () => {
          setRemoving(null);
          list.reload();
          await refresh();
        }}
      />
    </Card>
  );
}

function RemovePasskey({
  passkey,
  onClose,
  onDone,
}: {
  passkey: Passkey | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <Dialog
      open={passkey !== null}
      onClose={onClose}
      title={`Remove “${passkey?.name ?? ""}”?`}
      description="You will no longer be able to sign in with it. The passkey may stay on the device; remove it there too."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="danger"
            busy={busy}
            onClick={async () => {
              if (!passkey) return;
              setBusy(true);
              setError(null);
              try {
                await api.passkeyRemove(passkey.id);
                toast.success("Passkey removed.");
                await onDone();
              } catch (err) {
                setError(err);
              } finally {
                setBusy(false);
              }
            }}
          >
            Remove
          </Button>
        </>
      }
    >
      {error ? <FailureAlert error={error} /> : null}
    </Dialog>
  );
}

function ChangePassword() {
  const me = useMe();
  const toast = useToast();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [verdict, setVerdict] = useState<PasswordStrength | null>(null);
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs: typeof errors = {};
    if (!current) errs.current = "Enter your current password.";
    if (passwordLength(next) < PASSWORD_MIN) errs.next = `Use at least ${PASSWORD_MIN} characters.`;
    else if (verdict && !verdict.acceptable) errs.next = verdict.warning ?? "This password is too easy to guess.";
    setErrors(errs);
    if (errs.current || errs.next) return;
    setBusy(true);
    setFailure(null);
    try {
      await api.changePassword(current, next);
      setCurrent("");
      setNext("");
      toast.success("Password changed. Your other sessions were signed out.");
    } catch (err) {
      if (err instanceof ApiFailure && err.code === "invalid_credentials")
        setErrors({ current: "This is not your current password." });
      else if (err instanceof ApiFailure && (err.code === "weak_password" || err.kind === "validation"))
        setErrors({ next: err.fields.newPassword ?? err.message });
      else setFailure(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title="Password">
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure ? <FailureAlert error={failure} /> : null}
        <CurrentPasswordField label="Current password" value={current} onValue={setCurrent} error={errors.current} />
        <NewPasswordField
          value={next}
          onChange={setNext}
          userInputs={[me.name, me.email]}
          error={errors.next}
          onVerdict={setVerdict}
        />
        <Button type="submit" busy={busy}>
          Change password
        </Button>
      </form>
    </Card>
  );
}

function Sessions() {
  const { signOut, refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState<"one" | "all" | null>(null);
  return (
    <Card title="Sessions">
      <div className="space-y-3">
        <p className="text-xs text-ink-600">
          Lost a phone, or signed in on a shared computer? Sign out everywhere ends every session of your account, this
          one included.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            busy={busy === "one"}
            disabled={busy !== null}
            onClick={async () => {
              setBusy("one");
              try {
                await signOut();
                navigate("/", { replace: true });
              } catch (err) {
                toast.error(failureText(err));
                setBusy(null);
              }
            }}
          >
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
          <Button
            variant="danger"
            busy={busy === "all"}
            disabled={busy !== null}
            onClick={async () => {
              setBusy("all");
              try {
                await api.signOutEverywhere();
                navigate("/", { replace: true });
                await refresh();
              } catch (err) {
                toast.error(failureText(err));
                setBusy(null);
              }
            }}
          >
            Sign out everywhere
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** Passkeys are required and this person has none: adding one is the only way in. */
export function MustAddPasskey() {
  useTitle("Add a passkey");
  const me = useMe();
  const { refresh, signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = passkeysSupported();
  return (
    <AuthLayout
      title="Add a passkey to continue"
      description={
        <>
          An admin requires passkeys for every account. Add one for <strong className="text-ink-900">{me.email}</strong>{" "}
          to open the workspace.
        </>
      }
    >
      <div className="space-y-4">
        {error ? (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        ) : null}
        {supported ? (
          <Button
            variant="primary"
            className="w-full"
            busy={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                await addPasskey();
                await refresh();
              } catch (err) {
                setError(failureText(err));
                setBusy(false);
              }
            }}
          >
            {busy ? null : <Fingerprint aria-hidden="true" />}
            Add a passkey
          </Button>
        ) : (
          <Alert tone="warning">
            This browser cannot create passkeys. Open the workspace in a current browser on a device with a screen lock
            or a security key.
          </Alert>
        )}
        <Button className="w-full" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </AuthLayout>
  );
}
