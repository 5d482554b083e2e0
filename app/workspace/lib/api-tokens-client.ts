/** Calls to the API token routes of the workspace API (contracts/api-v1.ts), each answer checked by its schema. */
import {
  API_TOKEN_PATHS,
  apiTokenCreatedSchema,
  apiTokenListSchema,
  apiTokenSchema,
  type ApiTokenCreateRequest,
} from "#contracts/api-v1.ts";
import { WORKSPACE_API } from "#contracts/workspace.ts";
import { request } from "./api";

export const apiTokensApi = {
  list: (signal?: AbortSignal) => request(WORKSPACE_API + API_TOKEN_PATHS.list, { schema: apiTokenListSchema, signal }),
  create: (input: ApiTokenCreateRequest) =>
    request(WORKSPACE_API + API_TOKEN_PATHS.list, { method: "POST", body: input, schema: apiTokenCreatedSchema }),
  revoke: (id: string) =>
    request(WORKSPACE_API + API_TOKEN_PATHS.revoke.replace(":id", encodeURIComponent(id)), {
      method: "POST",
      body: {},
      schema: apiTokenSchema,
    }),
};
