/** Workspace settings (admin): require passkeys; the retention purge and its last run. */
import { Play } from "lucide-react";
import { useState } from "react";
import { retentionCountLabel } from "#contracts/workspace.ts";
import { api } from "../lib/client";
import { formatDateTime, plural } from "../lib/format";
import { useSession } from "../lib/session";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/dialog";
import { Alert, FailureAlert, LoadingBlock } from "../ui/feedback";
import { Card, DescriptionList, PageHeader } from "../ui/layout";
import { useToast } from "../ui/toast";

export function SettingsPage() {
  useTitle("Settings");
  return (
    <div className="space-y-5">
      <PageHeader title="Settings" description="Rules for every account of the workspace." />
      <PasskeyPolicy />
      <Retention />
    </div>
  );
}

function PasskeyPolicy() {
  const toast = useToast();
  const { refresh } = useSession();
  const settings = useResource(() => api.settings(), "settings");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const on = settings.data?.requirePasskeys ?? false;
  return (
    <Card title="Sign-in">
      {settings.error ? <FailureAlert error={settings.error} onRetry={settings.reload} /> : null}
      {!settings.data && settings.loading ? <LoadingBlock /> : null}
      {settings.data ? (
        <div className="space-y-3">
          {error ? <FailureAlert error={error} /> : null}
          <div className="flex items-start justify-between gap-4">
            <div>
              <p id="require-passkeys-label" className="text-[13px] font-medium text-ink-900">
                Require passkeys
              </p>
              <p id="require-passkeys-help" className="mt-0.5 max-w-prose text-xs text-ink-600">
                Everyone must sign in with a passkey. Add one to your own account first (your name in the menu). People
                without one are asked to add one at their next sign-in, before they can do anything else. Passwords
                alone stop working.
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={on}
              aria-labelledby="require-passkeys-label"
              aria-describedby="require-passkeys-help"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                setError(null);
                try {
                  settings.set(await api.updateSettings(!on));
                  toast.success(!on ? "Passkeys are now required." : "Passwords are allowed again.");
                  await refresh();
                } catch (err) {
                  setError(err);
                } finally {
                  setBusy(false);
                }
              }}
              className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:opacity-60 ${on ? "bg-brand-600" : "bg-ink-300"}`}
            >
              <span
                aria-hidden="true"
                className={`size-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0"}`}
              />
            </button>
          </div>
          {on ? (
            <Alert tone="info">
              Passkeys are required. Make sure you can still sign in: add a second passkey on another device in Account.
            </Alert>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

function Retention() {
  const toast = useToast();
  const status = useResource(() => api.retention(), "retention");
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const s = status.data;
  return (
    <Card
      title="Retention"
      actions={
        s ? (
          <Button size="sm" disabled={busy} onClick={() => setConfirming(true)}>
            <Play aria-hidden="true" />
            Run now…
          </Button>
        ) : null
      }
    >
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Run the retention purge now?"
        confirm="Run now"
        danger
        busy={busy}
        onConfirm={async () => {
          setBusy(true);
          setError(null);
          try {
            status.set(await api.runRetention());
            toast.success("The retention purge ran.");
          } catch (err) {
            setError(err);
          } finally {
            setBusy(false);
            setConfirming(false);
          }
        }}
      >
        It deletes now what is past its retention period, as the daily run would. What it deletes cannot be brought
        back.
      </ConfirmDialog>
      {status.error ? <FailureAlert error={status.error} onRetry={status.reload} /> : null}
      {error ? <FailureAlert error={error} /> : null}
      {!s && status.loading ? <LoadingBlock /> : null}
      {s ? (
        <div className="space-y-4">
          <p className="text-xs text-ink-600">
            The server deletes old data by itself once a day, as the privacy page promises.
          </p>
          <DescriptionList
            items={[
              { label: "Quote requests and contact messages", value: `kept ${plural(s.periods.enquiries, "day")}` },
              { label: "Job applications and résumés", value: `kept ${plural(s.periods.applications, "day")}` },
              { label: "Spam", value: `kept ${plural(s.periods.spam, "day")}` },
              { label: "Next run", value: s.nextRunAt ? formatDateTime(s.nextRunAt) : "Not scheduled" },
              {
                label: "Last run",
                wide: true,
                value: s.lastRun ? (
                  <>
                    {formatDateTime(s.lastRun.startedAt)} ·{" "}
                    {s.lastRun.ok ? (
                      "completed"
                    ) : (
                      <span className="font-medium text-red-800">failed: {s.lastRun.error ?? "unknown error"}</span>
                    )}
                    {Object.keys(s.lastRun.counts).length ? (
                      <span className="block text-xs text-ink-600">{runCountsText(s.lastRun.counts)}</span>
                    ) : null}
                  </>
                ) : (
                  "Not run yet"
                ),
              },
            ]}
          />
        </div>
      ) : null}
    </Card>
  );
}

/** "Deleted or summarised: 3 quotes, 12 expired sessions." or that nothing was due. */
function runCountsText(counts: Record<string, number>): string {
  const done = Object.entries(counts).filter(([, n]) => n > 0);
  if (!done.length) return "Nothing was due.";
  return `Deleted or summarised: ${done.map(([k, n]) => `${n} ${retentionCountLabel(k)}`).join(", ")}.`;
}
