import { Fingerprint } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ApiFailure } from "../lib/api";
import { api } from "../lib/client";
import { passkeysSupported, signInWithPasskey } from "../lib/passkeys";
import { useSession } from "../lib/session";
import { useTitle } from "../lib/title";
import { Button } from "../ui/button";
import { Alert } from "../ui/feedback";
import { AuthLayout, CurrentPasswordField, EmailField } from "./auth-layout";

function messageFor(error: unknown): { text: string; passkey?: boolean } {
  if (error instanceof ApiFailure) {
    if (error.kind === "unauthorized")
      return { text: error.message || "The e-mail address or the password is not right." };
    if (error.code === "passkey_required")
      return { text: `${error.message} Use “Sign in with a passkey” below.`, passkey: true };
    return { text: error.message };
  }
  if (error instanceof Error) return { text: error.message };
  return { text: "Signing in did not work. Try again." };
}

/**
 * Sign-in, shown in place of any workspace page while signed out: after signing in, the page the
 * person asked for renders (the URL never changed).
 */
export function SignIn({ reason }: { reason: "none" | "expired" | "signed-out" }) {
  useTitle("Sign in");
  const { signedIn } = useSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState<"password" | "passkey" | null>(null);
  const [error, setError] = useState<{ text: string; passkey?: boolean } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [canPasskey] = useState(passkeysSupported);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs: typeof fieldErrors = {};
    if (!email.trim()) errs.email = "Enter your e-mail address.";
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      errs.email = "Enter a valid e-mail address, like name@corvanta.com.";
    if (!password) errs.password = "Enter your password.";
    setFieldErrors(errs);
    if (errs.email || errs.password) return;
    setBusy("password");
    setError(null);
    try {
      signedIn(await api.signIn(email.trim(), password));
    } catch (err) {
      setError(messageFor(err));
      if (err instanceof ApiFailure && err.fields)
        setFieldErrors({ email: err.fields.email, password: err.fields.password });
      setBusy(null);
    }
  }

  async function passkey() {
    setBusy("passkey");
    setError(null);
    try {
      signedIn(await signInWithPasskey());
    } catch (err) {
      setError(messageFor(err));
      setBusy(null);
    }
  }

  return (
    <AuthLayout
      title="Sign in to the workspace"
      description="For Corvanta staff. Quotes, messages and applications from the website."
      footer={
        <>
          New here? Ask an admin for an invitation.{" "}
          <a className="font-medium text-link underline underline-offset-2" href="/">
            Go to the public website
          </a>
        </>
      }
    >
      <div className="space-y-4">
        {reason === "expired" ? (
          <Alert tone="info" role="status">
            Your session has ended. Sign in again to carry on where you were.
          </Alert>
        ) : reason === "signed-out" ? (
          <Alert tone="success" role="status">
            You are signed out.
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="danger" role="alert">
            {error.text}
          </Alert>
        ) : null}
        <form noValidate onSubmit={submit} className="space-y-4">
          <EmailField name="email" passkeys value={email} onValue={setEmail} error={fieldErrors.email} />
          <div>
            <CurrentPasswordField
              label="Password"
              name="password"
              value={password}
              onValue={setPassword}
              error={fieldErrors.password}
              required
            />
            <p className="mt-1.5 text-right text-xs">
              <Link
                to="/forgot-password"
                className="inline-flex min-h-6 items-center font-medium text-link underline-offset-2 hover:underline"
              >
                Forgotten your password?
              </Link>
            </p>
          </div>
          <Button
            type="submit"
            variant="primary"
            className="w-full"
            busy={busy === "password"}
            disabled={busy !== null}
          >
            Sign in
          </Button>
        </form>
        {canPasskey ? (
          <>
            <div className="flex items-center gap-3 text-xs text-ink-600" aria-hidden="true">
              <span className="h-px flex-1 bg-ink-200" />
              or
              <span className="h-px flex-1 bg-ink-200" />
            </div>
            <Button className="w-full" onClick={passkey} busy={busy === "passkey"} disabled={busy !== null}>
              {busy === "passkey" ? null : <Fingerprint aria-hidden="true" />}
              Sign in with a passkey
            </Button>
          </>
        ) : null}
      </div>
    </AuthLayout>
  );
}
