/**
 * Pictures (/pictures, editors and admins): every uploaded picture (server/content/images.ts)
 * with its size, who uploaded it and when, and the documents whose revisions name it. A picture
 * no revision of any document names can be deleted with its derived files; one that any revision
 * names stays, so restoring that revision always finds it (the server checks again).
 */
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ImageSummary, ImageUse } from "#contracts/content.ts";
import { IMAGE_FORMATS, imageInfo, imagePreviewUrl } from "#content/images.ts";
import { ApiFailure } from "../lib/api";
import { contentApi } from "../lib/content-client";
import { formatDateTime, plural } from "../lib/format";
import { ConfirmDialog } from "../ui/dialog";
import { useTitle } from "../lib/title";
import { useResource } from "../lib/use-resource";
import { Button } from "../ui/button";
import { Alert, Empty, FailureAlert, LoadingBlock } from "../ui/feedback";
import { Badge, Card, PageHeader } from "../ui/layout";
import { useToast } from "../ui/toast";

const kb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Where a document's revisions name the picture, in words. */
function UseBadge({ use }: { use: ImageUse }) {
  if (use.live) return <Badge tone="green">{use.latest ? "Published" : "Published, not in the draft"}</Badge>;
  if (use.latest) return <Badge tone="blue">In the draft</Badge>;
  return (
    <Badge tone="neutral">{`Only in older ${use.revisions.length === 1 ? "revision" : "revisions"} ${use.revisions.join(", ")}`}</Badge>
  );
}

const documentPath = (use: ImageUse) =>
  `/${use.kind === "listing" ? "listings" : "content"}/${encodeURIComponent(use.documentId)}`;

function Picture({ image, onDelete }: { image: ImageSummary; onDelete: () => void }) {
  const info = imageInfo(image.ref);
  return (
    <li className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-start">
      <figure className="w-40 shrink-0">
        {info ? (
          <img
            src={imagePreviewUrl(info)}
            width={info.width}
            height={info.height}
            alt={image.alt ?? ""}
            loading="lazy"
            className="h-auto w-full rounded-md border border-ink-200 bg-ink-50"
          />
        ) : null}
        {image.alt ? null : <figcaption className="mt-1 text-xs text-ink-600">No revision gives alt text</figcaption>}
      </figure>
      <div className="min-w-0 flex-1 space-y-2">
        <div>
          <p className="font-medium text-ink-950">{`${image.width} by ${image.height} pixels · ${kb(image.size)}`}</p>
          <p className="text-xs text-ink-600">
            {`Uploaded ${formatDateTime(image.uploadedAt)}${image.uploadedBy ? ` by ${image.uploadedBy}` : ""}`}
          </p>
        </div>
        {image.uses.length ? (
          <div>
            <p className="text-xs font-medium text-ink-700">Used by</p>
            <ul className="mt-1 space-y-1.5">
              {image.uses.map((use) => (
                <li key={use.documentId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <Link to={documentPath(use)} className="font-medium break-words text-link hover:underline">
                    {`${use.kindLabel}: ${use.title}`}
                  </Link>
                  <UseBadge use={use} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-ink-700">No revision of any document names it.</p>
        )}
      </div>
      {image.uses.length ? null : (
        <div className="shrink-0">
          <Button variant="danger" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete
            <span className="sr-only">{` the ${image.width} by ${image.height} picture uploaded ${formatDateTime(image.uploadedAt)}`}</span>
            …
          </Button>
        </div>
      )}
    </li>
  );
}

export function PicturesPage() {
  useTitle("Pictures");
  const toast = useToast();
  const page = useResource((signal) => contentApi.images(signal), "images");
  const [deleting, setDeleting] = useState<ImageSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const items = page.data?.items;

  async function remove(image: ImageSummary) {
    setBusy(true);
    setRefusal(null);
    try {
      await contentApi.deleteImage(image.id);
      toast.success("Picture deleted: its addresses no longer answer.");
    } catch (err) {
      setRefusal(err instanceof ApiFailure ? err.message : "The picture could not be deleted. Try again.");
    } finally {
      setBusy(false);
      setDeleting(null);
      page.reload();
    }
  }

  return (
    <div className="space-y-5">
      <PageHeader
        title="Pictures"
        description="Every picture uploaded for the site's content, and the documents that name it. A picture that no revision names can be deleted; one that any revision names stays, so restoring that revision always finds it."
      />
      {page.error ? <FailureAlert error={page.error} onRetry={page.reload} /> : null}
      {refusal ? (
        <Alert tone="danger" role="alert" title="Not deleted">
          {refusal}
        </Alert>
      ) : null}
      {!page.data && page.loading ? <LoadingBlock label="Loading the pictures" /> : null}
      {items ? (
        <Card title={`Uploaded pictures (${items.length})`} bodyClass="p-0">
          {items.length ? (
            <ul className="divide-y divide-ink-100">
              {items.map((image) => (
                <Picture key={image.id} image={image} onDelete={() => setDeleting(image)} />
              ))}
            </ul>
          ) : (
            <Empty title="No pictures uploaded yet">
              Pictures are uploaded from a document's form, such as a case study's cover.
            </Empty>
          )}
        </Card>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this picture?"
        confirm="Delete picture"
        danger
        busy={busy}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      >
        {deleting
          ? `The ${deleting.width} by ${deleting.height} picture uploaded ${formatDateTime(deleting.uploadedAt)} and every file made from it (${plural(
              imageInfo(deleting.ref)?.widths.length ?? 0,
              "size",
            )} in ${IMAGE_FORMATS.length} formats) are deleted for good; their addresses answer “not found”. No revision of any document names it. To use it again, upload the file again.`
          : null}
      </ConfirmDialog>
    </div>
  );
}
