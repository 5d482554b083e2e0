/** Calls to the certificate routes of the workspace API (contracts/certificate-admin.ts), each answer checked by its schema. */
import {
  adminCertificateSchema,
  batchPreviewSchema,
  batchResultSchema,
  CERTIFICATE_PATHS,
  certificateListSchema,
} from "#contracts/certificate-admin.ts";
import { WORKSPACE_API } from "#contracts/workspace.ts";
import { request, type Query } from "./api";

const path = (name: keyof typeof CERTIFICATE_PATHS, id = "") =>
  WORKSPACE_API + CERTIFICATE_PATHS[name].replace(":id", encodeURIComponent(id));

export const certificatesApi = {
  list: (query: Query, signal?: AbortSignal) => request(path("list"), { query, schema: certificateListSchema, signal }),
  get: (id: string) => request(path("item", id), { schema: adminCertificateSchema }),
  issue: (input: { holderName: string; programme: string; issuedOn: string; validUntil: string | null }) =>
    request(path("list"), { method: "POST", body: input, schema: adminCertificateSchema }),
  revoke: (id: string, reason: string) =>
    request(path("revoke", id), { method: "POST", body: { reason }, schema: adminCertificateSchema }),
  reinstate: (id: string) => request(path("reinstate", id), { method: "POST", schema: adminCertificateSchema }),
  preview: (csv: string, fileName: string) =>
    request(path("batchPreview"), { method: "POST", body: { csv, fileName }, schema: batchPreviewSchema }),
  issueBatch: (csv: string, fileName: string) =>
    request(path("batch"), { method: "POST", body: { csv, fileName }, schema: batchResultSchema }),
  pdfUrl: (id: string) => path("pdf", id),
};
