/** Signed-out screens with a one-time link: accept an invitation, forgotten and reset password. */
import { PASSWORD_MIN, type Me, type PasswordStrength } from "#contracts/workspace.ts";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiFailure } from "../lib/api";
import { api } from "../lib/client";
import { formatDateTime } from "../lib/format";
import { useSession } from "../lib/session";
import { tokenFromLocation, useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button, ButtonLink } from "../ui/button";
import { Alert, LoadingBlock } from "../ui/feedback";
import { AuthLayout, EmailField } from "./auth-layout";
import { NewPasswordField, passwordLength } from "./password-field";

function failureText(error: unknown): string {
  if (error instanceof ApiFailure) return error.message;
  return "That did not work. Try again.";
}

function BadLink({ what, children }: { what: string; children?: ReactNode }) {
  return (
    <Alert tone="warning" role="alert" title={`This ${what} link cannot be used`}>
      <p>It may have expired, been used already, or been copied only in part. {children}</p>
    </Alert>
  );
}

/** The password chooser shared by the invitation and the reset: rules, live strength, submit. */
function ChoosePassword({
  userInputs,
  submitLabel,
  onSubmit,
}: {
  userInputs: string[];
  submitLabel: string;
  onSubmit: (password: string) => Promise<Me>;
}) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [verdict, setVerdict] = useState<PasswordStrength | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (passwordLength(password) < PASSWORD_MIN) {
      setError(`Use at least ${PASSWORD_MIN} characters.`);
      return;
    }
    if (verdict && !verdict.acceptable) {
      setError(verdict.warning ?? "This password is too easy to guess. Add more words or characters.");
      return;
    }
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      const me = await onSubmit(password);
      signedIn(me);
      navigate("/", { replace: true });
    } catch (err) {
      if (err instanceof ApiFailure && (err.code === "weak_password" || err.kind === "validation"))
        setError(err.fields.password ?? err.message);
      else setFailure(err);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure ? (
        <Alert tone="danger" role="alert">
          {failureText(failure)}
        </Alert>
      ) : null}
      <NewPasswordField
        value={password}
        onChange={setPassword}
        userInputs={userInputs}
        error={error}
        onVerdict={setVerdict}
      />
      <Button type="submit" variant="primary" className="w-full" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * A screen reached by a one-time link (an invitation, a password reset): the token in the link's
 * fragment is checked with the server first; a used, expired or unknown link gets `badLink`, a
 * valid one the password chooser (after `intro`, from what the server said of the link), which
 * sends the password with the token (`submit`) and signs in.
 */
function TokenPasswordScreen<T extends { email: string }>({
  title,
  load,
  checking,
  forEmail,
  unchecked,
  badLink,
  footer,
  intro,
  userInputs,
  submitLabel,
  submit,
}: {
  title: string;
  load: (token: string) => Promise<T>;
  checking: string;
  /** The line under the title once the link is known good, given its account's e-mail address. */
  forEmail: (email: ReactNode) => ReactNode;
  /** The line under the title before that (while checking, or for a bad link). */
  unchecked?: ReactNode;
  badLink: ReactNode;
  footer?: ReactNode;
  intro?: (data: T) => ReactNode;
  /** The words of the person that the password must not lean on (name, e-mail). */
  userInputs: (data: T) => string[];
  submitLabel: string;
  submit: (token: string, password: string) => Promise<Me>;
}) {
  const location = useLocation();
  const token = tokenFromLocation(location);
  const info = useResource(
    (_signal) => (token ? load(token) : Promise.reject(new ApiFailure("not-found", 410, "No token"))),
    token,
  );
  const gone =
    info.error instanceof ApiFailure &&
    (info.error.status === 410 || info.error.status === 404 || info.error.kind === "validation");
  const chooser = (data: T, linkToken: string) => (
    <ChoosePassword
      userInputs={userInputs(data)}
      submitLabel={submitLabel}
      onSubmit={(password) => submit(linkToken, password)}
    />
  );
  return (
    <AuthLayout
      title={title}
      description={info.data ? forEmail(<strong className="text-ink-900">{info.data.email}</strong>) : unchecked}
      footer={footer}
    >
      {info.loading && !info.data ? (
        <LoadingBlock label={checking} />
      ) : !token || gone ? (
        badLink
      ) : info.error ? (
        <Alert tone="danger" role="alert">
          {failureText(info.error)}{" "}
          <button type="button" className="font-medium underline" onClick={info.reload}>
            Try again
          </button>
        </Alert>
      ) : !info.data ? null : intro ? (
        <div className="space-y-4">
          {intro(info.data)}
          {chooser(info.data, token)}
        </div>
      ) : (
        chooser(info.data, token)
      )}
    </AuthLayout>
  );
}

const backToSignIn = (
  <Link to="/" className="font-medium text-link underline-offset-2 hover:underline">
    Back to sign-in
  </Link>
);

export function AcceptInvitation() {
  useTitle("Accept your invitation");
  return (
    <TokenPasswordScreen
      title="Welcome to the workspace"
      load={(token) => api.invitation(token)}
      checking="Checking the invitation"
      forEmail={(email) => <>Choose a password for {email}. You will be signed in straight away.</>}
      unchecked="Choose a password to finish setting up your account."
      badLink={<BadLink what="invitation">Ask an admin to send a new invitation.</BadLink>}
      intro={(data) => (
        <p className="text-xs text-ink-600">
          {data.name} · {data.roles.map((r) => r[0]?.toUpperCase() + r.slice(1)).join(", ")} · link valid until{" "}
          {formatDateTime(data.expiresAt)}
        </p>
      )}
      userInputs={(data) => [data.name, data.email]}
      submitLabel="Set password and sign in"
      submit={(token, password) => api.acceptInvitation(token, password)}
    />
  );
}

export function ForgotPassword() {
  useTitle("Forgotten password");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError("Enter a valid e-mail address, like name@corvanta.com.");
      return;
    }
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      const answer = await api.requestReset(email.trim());
      setSent(answer.message);
    } catch (err) {
      if (err instanceof ApiFailure && err.kind === "validation") setError(err.fields.email ?? err.message);
      else setFailure(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <AuthLayout
      title="Forgotten your password?"
      description="We will e-mail you a link to choose a new one. It works once, for one hour."
      footer={backToSignIn}
    >
      {sent ? (
        <Alert tone="success" role="status" title="Check your e-mail">
          <p>{sent}</p>
        </Alert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          {failure ? (
            <Alert tone="danger" role="alert">
              {failureText(failure)}
            </Alert>
          ) : null}
          <EmailField value={email} onValue={setEmail} error={error} />
          <Button type="submit" variant="primary" className="w-full" busy={busy}>
            Send the link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

export function ResetPassword() {
  useTitle("Choose a new password");
  return (
    <TokenPasswordScreen
      title="Choose a new password"
      load={(token) => api.resetInfo(token)}
      checking="Checking the link"
      forEmail={(email) => <>For {email}. Every other session of this account will be signed out.</>}
      footer={backToSignIn}
      badLink={
        <div className="space-y-4">
          <BadLink what="reset" />
          <ButtonLink to="/forgot-password" variant="primary" className="w-full">
            Send a new link
          </ButtonLink>
        </div>
      }
      userInputs={(data) => [data.email]}
      submitLabel="Save password and sign in"
      submit={(token, password) => api.completeReset(token, password)}
    />
  );
}
