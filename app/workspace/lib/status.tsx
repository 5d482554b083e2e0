import { applicationStages, kindLabels, statusLabels, type SubmissionKind } from "#contracts/workspace.ts";
import { Badge, type BadgeTone } from "../ui/layout";

const statusTones: Record<string, BadgeTone> = {
  new: "blue",
  in_progress: "amber",
  won: "green",
  lost: "red",
  closed: "neutral",
  replied: "violet",
  received: "blue",
  // Applications: the hiring rounds are amber (in progress), then an offer, a hire or a rejection.
  offer: "violet",
  hired: "green",
  rejected: "red",
};

/** A stored status no longer in the lists (e.g. a hiring round since removed from the site) reads from its id. */
export const statusLabel = (s: string) =>
  statusLabels[s] ?? s.replace(/[_-]/g, " ").replace(/^./, (c) => c.toUpperCase());

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTones[status] ?? (applicationStages.includes(status) ? "amber" : "neutral");
  return <Badge tone={tone}>{statusLabel(status)}</Badge>;
}

export function KindBadge({ kind }: { kind: SubmissionKind | string }) {
  const label = kindLabels[kind as SubmissionKind] ?? kind;
  return <Badge tone={kind === "quote" ? "violet" : "neutral"}>{label}</Badge>;
}
