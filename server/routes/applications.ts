/**
 * POST /api/applications: multipart/form-data with the seven fields, the listing applied for
 * and the résumé (file part "resume"). fetch() clients send Accept: application/json and get
 * JSON; a native form post gets a 303 to /thank-you/application or /form-error/<reason>.
 * The body is streamed: text fields are collected, the file goes straight to disk
 * (server/uploads.ts), then everything is validated with the shared applicationSchema.
 * The rate limit counts accepted applications only (server/lib/accepted-limit.ts); a listing past
 * its closing date is refused (410).
 */
import type { FastifyInstance } from "fastify";
import { API_PATHS } from "#contracts/api.ts";
import { isClosed, longDate } from "#content/careers.ts";
import { findListing } from "../site/current-content";
import { applicationSchema, RESUME_FIELD } from "#contracts/application.ts";
import { RESUME_MAX_BYTES } from "#contracts/fields.ts";
import { bodyHash } from "../idempotency";
import { fieldsFromZod, HttpError, tooLarge, ValidationError } from "../lib/errors";
import { AcceptedLimit, MemoryAcceptedStore, RedisAcceptedStore } from "../lib/accepted-limit";
import { acceptSubmission } from "../intake";
import { discardUpload, readStaged, receiveUpload, sniffResume, type StagedUpload } from "../uploads";
import { createdSchema } from "#contracts/created.ts";

const MB = Math.round(RESUME_MAX_BYTES / 1024 / 1024);

/** A listing is named by its id or its slug; the id is stored. */
export function resolveListing(value: string): string | null {
  return findListing(value)?.id ?? null;
}

export default async function applicationRoutes(app: FastifyInstance) {
  const redis = app.rateLimitRedis;
  const store = redis
    ? new RedisAcceptedStore(redis, `${app.config.rateLimitPrefix}accepted:applications:`)
    : new MemoryAcceptedStore();
  const limit = new AcceptedLimit(store, app.config.rateLimits.applications, app.now, (err) =>
    app.log.warn(
      { err: { message: (err as Error).message } },
      "redis error (application limit); letting the application through",
    ),
  );
  app.post(
    API_PATHS.application,
    {
      schema: { response: { 201: createdSchema } },
      config: { accepts: ["multipart"] },
      // Before the body is read: an address that used up its accepted applications waits.
      onRequest: async (request, reply) => {
        const wait = await limit.check(request.ip);
        if (wait === null) return;
        request.log.info({ route: API_PATHS.application }, "rate limit exceeded");
        reply.header("retry-after", String(wait));
        throw new HttpError(
          429,
          "rate_limited",
          `This address has sent as many applications as we accept for now. Please try again in ${waitText(wait)}.`,
        );
      },
    },
    async (request, reply) => {
      const dir = app.paths.uploads;
      const fields: Record<string, string | string[]> = Object.create(null);
      const problems: Record<string, string> = {};
      let staged: StagedUpload | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === "file") {
            if (part.fieldname !== RESUME_FIELD || staged) {
              part.file.resume();
              problems[part.fieldname] = part.fieldname === RESUME_FIELD ? "Attach one résumé only." : "Unknown field.";
              continue;
            }
            staged = await receiveUpload(part.file, dir, RESUME_MAX_BYTES, part.filename);
          } else {
            if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge("A form field is too long.");
            const value = String(part.value);
            const prev = fields[part.fieldname];
            fields[part.fieldname] =
              prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
          }
        }

        const parsed = applicationSchema.safeParse(fields);
        if (!parsed.success) Object.assign(problems, fieldsFromZod(parsed.error).fields);
        const listingId = parsed.success ? resolveListing(parsed.data.listingId) : null;
        if (parsed.success && !listingId) problems.listingId = "Choose one of the open positions.";
        if (!staged) problems[RESUME_FIELD] ??= `Attach your résumé: a PDF, DOC or DOCX file of at most ${MB} MB.`;
        else if (staged.size === 0) problems[RESUME_FIELD] ??= "The résumé file is empty.";
        if (Object.keys(problems).length || !parsed.success || !listingId || !staged)
          throw new ValidationError(problems);
        const listing = findListing(listingId)!;
        // Closed by staff, or past its closing date (before the scheduler has marked it closed).
        const closedOn = listing.closedOn ?? (isClosed(listing, app.now()) ? listing.closesOn : null);
        if (closedOn) {
          const text = `Applications for ${listing.title} closed on ${longDate(closedOn)}. Our careers page lists the positions that are open.`;
          throw new HttpError(400, "listing_closed", text, { listingId: text });
        }

        const type = sniffResume(await readStaged(staged));
        if (!type)
          throw new HttpError(415, "unsupported_file_type", "The résumé must be a PDF, DOC or DOCX file.", {
            [RESUME_FIELD]: "The résumé must be a PDF, DOC or DOCX file.",
          });

        const { website, startedAt, source, ...rest } = parsed.data;
        const upload = staged;
        staged = null; // acceptSubmission owns the file from here
        return await acceptSubmission(
          app,
          request,
          reply,
          {
            kind: "application",
            route: API_PATHS.application,
            data: {
              kind: "application",
              fields: {
                ...rest,
                listingId,
                resume: { file: "", originalName: upload.originalName, size: upload.size, mime: "" },
              },
            },
            antiSpam: { website, startedAt },
            sourceField: source,
            hash: bodyHash({ ...fields, [RESUME_FIELD]: upload.sha256, resumeName: upload.originalName }),
            upload: { staged: upload, type },
          },
          () => limit.record(request.ip),
        );
      } catch (e) {
        await discardUpload(staged, dir);
        throw e;
      }
    },
  );
}

const waitText = (s: number) => (s < 90 ? `${s} seconds` : `${Math.ceil(s / 60)} minutes`);
