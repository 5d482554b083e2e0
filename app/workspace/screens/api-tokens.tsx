/**
 * API tokens (admin, docs/api.md): the tokens other systems use to call /api/v1, each with a name,
 * its scopes and an optional expiry. A new token is shown once (only its SHA-256 is kept);
 * revoking one stops it on its next request. Every use is in the audit log.
 */
import {
  API_TOKEN_LIMITS,
  API_V1,
  API_V1_PATHS,
  apiScopeLabels,
  apiScopes,
  type ApiScope,
  type ApiTokenItem,
} from "#contracts/api-v1.ts";
import { Ban, KeyRound } from "lucide-react";
import { useState } from "react";
import { apiTokensApi } from "../lib/api-tokens-client";
import { companyDay, formatDate, formatDateTime, relativeTime } from "../lib/format";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button } from "../ui/button";
import { Checkboxes } from "../ui/checkboxes";
import { CopyField } from "../ui/copy-field";
import { Dialog } from "../ui/dialog";
import { Alert, Empty, FailureAlert } from "../ui/feedback";
import { InputField } from "../ui/field";
import { CreateDialog, ItemsPage, useCreateForm, useItemDialog, type CreateDialogProps } from "../ui/item-list-page";
import { Badge, Card } from "../ui/layout";
import { useToast } from "../ui/toast";

const OPENAPI = API_V1 + API_V1_PATHS.openapi;

/** A chosen day ends at midnight in the company's time zone (India, UTC+05:30). */
const endOfCompanyDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`).toISOString();

function TokenState({ t, now }: { t: ApiTokenItem; now: number }) {
  if (t.revokedAt) return <Badge tone="red">Revoked</Badge>;
  if (t.expiresAt && Date.parse(t.expiresAt) <= now) return <Badge tone="amber">Expired</Badge>;
  return <Badge tone="green">Active</Badge>;
}

export function ApiTokensPage() {
  useTitle("API tokens");
  // "Expired" and "last used" are judged at the time of the answer.
  const list = useResource(async (signal) => ({ ...(await apiTokensApi.list(signal)), now: Date.now() }), "api-tokens");
  const revoking = useItemDialog<ApiTokenItem>(list.reload);
  const items = list.data?.items;
  const now = list.data?.now ?? 0;
  return (
    <ItemsPage
      className="space-y-5"
      title="API tokens"
      description="Tokens let your CRM or other systems read submissions and change their status through the API, without a staff account."
      add={{
        label: "Create token",
        icon: <KeyRound aria-hidden="true" />,
        dialog: (p) => <CreateTokenDialog {...p} />,
      }}
      list={list}
      loading="Loading API tokens"
      dialogs={
        revoking.item ? <RevokeDialog token={revoking.item} onClose={revoking.close} onDone={revoking.done} /> : null
      }
    >
      {items ? (
        <Card title={`Tokens (${items.length})`} bodyClass="">
          {items.length === 0 ? (
            <Empty title="No tokens yet" icon={<KeyRound />}>
              Create a token for each system that calls the API, with only the scopes it needs.
            </Empty>
          ) : (
            <ul className="divide-y divide-ink-100">
              {items.map((t) => (
                <li
                  key={t.id}
                  aria-label={t.name}
                  className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0 space-y-0.5">
                    <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-ink-950">
                      {t.name}
                      <TokenState t={t} now={now} />
                    </p>
                    <p className="text-xs text-ink-600">
                      Starts with <code className="font-mono text-ink-800">{t.prefix}</code> · {t.scopes.join(", ")}
                    </p>
                    <p className="text-xs text-ink-600">
                      Created {formatDateTime(t.createdAt)}
                      {t.createdByName ? ` by ${t.createdByName}` : ""} ·{" "}
                      {t.revokedAt
                        ? `revoked ${formatDateTime(t.revokedAt)}`
                        : t.expiresAt
                          ? `${Date.parse(t.expiresAt) <= now ? "expired" : "expires"} ${formatDate(t.expiresAt)}`
                          : "no expiry"}{" "}
                      · {t.lastUsedAt ? `last used ${relativeTime(t.lastUsedAt, now)}` : "never used"}
                    </p>
                  </div>
                  {t.revokedAt ? null : (
                    <Button size="sm" onClick={() => revoking.open(t)}>
                      <Ban aria-hidden="true" />
                      Revoke<span className="sr-only"> {t.name}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
      <Card title="Using the API">
        <div className="space-y-2 text-[13px] text-ink-700">
          <p>
            Send the token in an <code>Authorization: Bearer</code> header to the routes under <code>{API_V1}</code>.
            Each token may make 120 requests a minute unless the server is set otherwise, and every use is recorded in
            the audit log.
          </p>
          <p>
            The OpenAPI document describes every route, its fields and the webhook events:{" "}
            <a className="font-medium text-link underline underline-offset-2" href={OPENAPI}>
              {OPENAPI}
            </a>
            .
          </p>
          <pre className="rounded-md bg-ink-50 p-3 font-mono text-xs break-all whitespace-pre-wrap text-ink-900">
            {`curl -H "Authorization: Bearer $CORVANTA_TOKEN" \\\n  "${location.origin}${API_V1}/submissions?kind=quote&limit=50"`}
          </pre>
        </div>
      </Card>
    </ItemsPage>
  );
}

/** The token form as it opens: no expiry. */
const noToken = (): { name: string; scopes: ApiScope[]; expires: string } => ({
  name: "",
  scopes: ["leads:read"],
  expires: "",
});

function CreateTokenDialog(props: CreateDialogProps) {
  const today = companyDay();
  const form = useCreateForm(props, {
    initial: noToken,
    check: ({ name, scopes, expires }) => ({
      name: name.trim() ? undefined : "Give the token a name.",
      scopes: scopes.length ? undefined : "Choose at least one scope.",
      expiresAt: !expires
        ? undefined
        : !/^\d{4}-\d{2}-\d{2}$/.test(expires)
          ? "Enter the day as YYYY-MM-DD."
          : expires < today
            ? "Choose today or a later day."
            : undefined,
    }),
    create: ({ name, scopes, expires }) =>
      apiTokensApi.create({
        name: name.trim(),
        scopes,
        expiresAt: expires ? endOfCompanyDay(expires) : null,
      }),
  });
  return (
    <CreateDialog
      form={form}
      title="Create an API token"
      description="Give it only the scopes the system needs. You can revoke it at any time."
      submitLabel="Create token"
      doneTitle="Token created"
      shown={(made) => (
        <>
          <Alert tone="warning" title="Copy it now: it will not be shown again">
            Only a fingerprint of the token is kept, so nobody can show it to you later. If it is lost, revoke it and
            create another.
          </Alert>
          <CopyField label="API token" value={made.token} copied="Token copied." />
          <p className="text-[13px] text-ink-700">
            <strong className="text-ink-950">{made.item.name}</strong>: {made.item.scopes.join(", ")};{" "}
            {made.item.expiresAt ? `works until ${formatDateTime(made.item.expiresAt)}` : "no expiry"}.
          </p>
        </>
      )}
    >
      <InputField
        label="Name"
        {...form.field("name")}
        hint="Which system uses it, e.g. “CRM sync”."
        autoComplete="off"
        maxLength={API_TOKEN_LIMITS.name}
      />
      <Checkboxes
        legend="Scopes"
        name="scopes"
        options={apiScopes.map((s) => ({ value: s, label: apiScopeLabels[s], hint: s }))}
        {...form.field("scopes")}
      />
      <InputField
        label="Expires after (optional)"
        type="date"
        value={form.values.expires}
        min={today}
        onValue={(expires) => form.set("expires", expires)}
        error={form.errors.expiresAt}
        hint="The token stops working at the end of this day, India time. Leave it empty for no expiry."
      />
    </CreateDialog>
  );
}

function RevokeDialog({ token, onClose, onDone }: { token: ApiTokenItem; onClose: () => void; onDone: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Revoke ${token.name}?`}
      description="Every request with this token is refused from now on. This cannot be undone."
    >
      <div className="space-y-4">
        {failure ? <FailureAlert error={failure} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="danger"
            busy={busy}
            onClick={async () => {
              setBusy(true);
              setFailure(null);
              try {
                await apiTokensApi.revoke(token.id);
                toast.success(`${token.name} is revoked.`);
                onDone();
              } catch (err) {
                setFailure(err);
                setBusy(false);
              }
            }}
          >
            Revoke token
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
