import { kindLabels, statusLabels, type SubmissionKind } from "@contracts/workspace";
import { Badge, type BadgeTone } from "../ui/layout";

const statusTones: Record<string, BadgeTone> = {
  new: "blue",
  in_progress: "amber",
  won: "green",
  lost: "red",
  closed: "neutral",
  replied: "violet",
  received: "blue",
};

export const statusLabel = (s: string) => statusLabels[s] ?? s.replace(/_/g, " ");

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTones[status] ?? "neutral"}>{statusLabel(status)}</Badge>;
}

export function KindBadge({ kind }: { kind: SubmissionKind | string }) {
  const label = kindLabels[kind as SubmissionKind] ?? kind;
  return <Badge tone={kind === "quote" ? "violet" : "neutral"}>{label}</Badge>;
}
