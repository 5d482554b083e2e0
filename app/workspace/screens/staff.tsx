/** Staff accounts (admin): invite, change roles, disable and enable. */
import { roleLabels, roles, type Role, type StaffMember } from "#contracts/workspace.ts";
import { UserPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { api } from "../lib/client";
import { formatDateTime } from "../lib/format";
import { useMe } from "../lib/session";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Alert, FailureAlert, LoadingBlock } from "../ui/feedback";
import { InputField } from "../ui/field";
import { CopyField } from "../ui/copy-field";
import { CreateDialog, ItemsPage, useCreateForm, useItemDialog, type CreateDialogProps } from "../ui/item-list-page";
import { Badge } from "../ui/layout";
import { useToast } from "../ui/toast";

const roleHelp: Record<Role, string> = {
  admin: "Everything, including staff accounts, e-mail health, settings and the audit log",
  sales: "Quote requests and contact messages",
  editor: "The site's words: company details and the other content kinds, drafts, previews, publishing and revisions",
  recruiter: "Job applications and certificates",
};

function RolePicker({ value, onValue, error }: { value: Role[]; onValue: (r: Role[]) => void; error?: string }) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "roles-error" : undefined}>
      <legend className="text-[13px] font-medium text-ink-800">Roles</legend>
      {roles.map((r) => (
        <label key={r} className="flex items-start gap-2.5 text-[13px]">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-brand-600"
            checked={value.includes(r)}
            onChange={(e) => onValue(e.target.checked ? [...value, r] : value.filter((x) => x !== r))}
          />
          <span>
            <span className="font-medium text-ink-900">{roleLabels[r]}</span>
            <span className="block text-xs text-ink-600">{roleHelp[r]}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id="roles-error" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function StaffPage() {
  useTitle("Staff");
  const list = useResource(() => api.staff(), "staff");
  const editing = useItemDialog<StaffMember>(list.reload);
  return (
    <ItemsPage
      className="space-y-4"
      title="Staff"
      description="Who can sign in to the workspace, and what each person may see."
      add={{ label: "Invite someone", icon: <UserPlus aria-hidden="true" />, dialog: (p) => <InviteDialog {...p} /> }}
      list={list}
      dialogs={
        editing.item ? <ManageDialog member={editing.item} onClose={editing.close} onDone={editing.done} /> : null
      }
    >
      <div className="overflow-hidden rounded-lg border border-ink-200 bg-surface shadow-xs">
        {!list.data && list.loading ? (
          <LoadingBlock label="Loading staff" />
        ) : (
          <ul className="divide-y divide-ink-100">
            {(list.data?.items ?? []).map((m) => (
              <li key={m.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-ink-950">
                    {m.name}
                    {m.status === "invited" ? (
                      <Badge tone="amber">Invited</Badge>
                    ) : m.status === "disabled" ? (
                      <Badge tone="red">Disabled</Badge>
                    ) : null}
                    {m.roles.map((r) => (
                      <Badge key={r} tone={r === "admin" ? "violet" : "neutral"}>
                        {roleLabels[r]}
                      </Badge>
                    ))}
                  </p>
                  <p className="truncate text-xs text-ink-600">{m.email}</p>
                  <p className="text-xs text-ink-600">
                    {m.lastSignInAt ? `Last signed in ${formatDateTime(m.lastSignInAt)}` : "Never signed in"} ·{" "}
                    {m.passkeyCount === 1 ? "1 passkey" : `${m.passkeyCount} passkeys`}
                  </p>
                </div>
                <Button size="sm" onClick={() => editing.open(m)}>
                  Manage<span className="sr-only"> {m.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ItemsPage>
  );
}

/** The invitation form as it opens. */
const noInvite = (): { name: string; email: string; roles: Role[] } => ({ name: "", email: "", roles: ["sales"] });

function InviteDialog(props: CreateDialogProps) {
  const form = useCreateForm(props, {
    initial: noInvite,
    check: ({ name, email, roles }) => ({
      name: name.trim() ? undefined : "Enter the person's name.",
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : "Enter a valid e-mail address.",
      roles: roles.length ? undefined : "Choose at least one role.",
    }),
    create: async ({ name, email, roles }) => {
      const created = await api.invite({ name: name.trim(), email: email.trim(), roles });
      return { url: created.invitationUrl, expiresAt: created.expiresAt, email: created.member.email };
    },
  });
  return (
    <CreateDialog
      form={form}
      title="Invite someone"
      description="They get a one-time link, valid for 72 hours, to choose a password."
      submitLabel="Create invitation"
      doneTitle="Invitation ready"
      shown={(link) => (
        <>
          <p className="text-[13px] text-ink-700">
            Send this link to <strong className="text-ink-950">{link.email}</strong> yourself (it is shown once). It
            works until {formatDateTime(link.expiresAt)}.
          </p>
          <CopyField label="Invitation link" value={link.url} copied="Link copied." />
        </>
      )}
    >
      <InputField label="Name" {...form.field("name")} autoComplete="off" maxLength={100} />
      <InputField label="E-mail" type="email" {...form.field("email")} autoComplete="off" />
      <RolePicker {...form.field("roles")} />
    </CreateDialog>
  );
}

function ManageDialog({ member, onClose, onDone }: { member: StaffMember; onClose: () => void; onDone: () => void }) {
  const me = useMe();
  const toast = useToast();
  const [picked, setPicked] = useState<Role[]>(member.roles);
  const [busy, setBusy] = useState<"roles" | "status" | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [rolesError, setRolesError] = useState<string | undefined>();
  // Disabling asks once more, in place: it signs the person out at once, wherever they are.
  // The focus follows: to Cancel when it asks (the safe choice), back to the button when cancelled.
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (confirming === false) askRef.current?.focus();
  }, [confirming]);
  const self = member.id === me.id;

  async function run(what: "roles" | "status", action: () => Promise<unknown>, done: string) {
    setBusy(what);
    setFailure(null);
    try {
      await action();
      toast.success(done);
      onDone();
    } catch (err) {
      setFailure(err);
      setBusy(null);
    }
  }
  return (
    <Dialog open onClose={onClose} title={member.name} description={member.email}>
      <div className="space-y-5">
        {failure ? <FailureAlert error={failure} /> : null}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (picked.length === 0) {
              setRolesError("Choose at least one role.");
              return;
            }
            setRolesError(undefined);
            void run("roles", () => api.updateStaff(member.id, { roles: picked }), "Roles saved.");
          }}
          className="space-y-3"
        >
          <RolePicker value={picked} onValue={setPicked} error={rolesError} />
          <Button
            type="submit"
            variant="primary"
            busy={busy === "roles"}
            disabled={
              busy !== null || (picked.length === member.roles.length && picked.every((r) => member.roles.includes(r)))
            }
          >
            Save roles
          </Button>
        </form>
        <div className="space-y-2 border-t border-ink-100 pt-4">
          {member.status === "disabled" ? (
            <>
              <p className="text-[13px] text-ink-700">This account cannot sign in.</p>
              <Button
                onClick={() => run("status", () => api.enableStaff(member.id), `${member.name} can sign in again.`)}
                busy={busy === "status"}
                disabled={busy !== null}
              >
                Enable the account
              </Button>
            </>
          ) : self ? (
            <Alert tone="info">You cannot disable your own account.</Alert>
          ) : (
            <>
              <p className="text-[13px] text-ink-700">
                Disabling ends every session of this account at once. Its history stays.
              </p>
              {confirming ? (
                <div role="group" aria-labelledby={`${member.id}-disable`} className="space-y-2">
                  <p id={`${member.id}-disable`} className="text-[13px] font-medium text-ink-900">
                    {`Disable ${member.name} and sign them out everywhere now?`}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button ref={cancelRef} onClick={() => setConfirming(false)} disabled={busy !== null}>
                      Cancel
                    </Button>
                    <Button
                      variant="danger"
                      onClick={() =>
                        run("status", () => api.disableStaff(member.id), `${member.name} is disabled and signed out.`)
                      }
                      busy={busy === "status"}
                      disabled={busy !== null}
                    >
                      Disable and sign out
                    </Button>
                  </div>
                </div>
              ) : (
                <Button ref={askRef} variant="danger" onClick={() => setConfirming(true)} disabled={busy !== null}>
                  Disable and sign out…
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
