/** Calls to the destination routes of the workspace API (contracts/destinations.ts), each answer checked by its schema. */
import {
  DESTINATION_PATHS,
  deliveryPageSchema,
  deliverySchema,
  destinationListSchema,
  destinationSchema,
  destinationSecretSchema,
  testQueuedSchema,
  type DestinationCreateRequest,
} from "#contracts/destinations.ts";
import { WORKSPACE_API } from "#contracts/workspace.ts";
import { request, type Query } from "./api";

const path = (name: keyof typeof DESTINATION_PATHS, id = "", deliveryId = "") =>
  WORKSPACE_API +
  DESTINATION_PATHS[name].replace(":id", encodeURIComponent(id)).replace(":deliveryId", encodeURIComponent(deliveryId));

export const destinationsApi = {
  list: () => request(path("list"), { schema: destinationListSchema }),
  create: (input: DestinationCreateRequest) =>
    request(path("list"), { method: "POST", body: input, schema: destinationSecretSchema }),
  remove: (id: string) => request(path("item", id), { method: "DELETE" }),
  test: (id: string) => request(path("test", id), { method: "POST", schema: testQueuedSchema }),
  rotate: (id: string, graceHours: number) =>
    request(path("rotate", id), { method: "POST", body: { graceHours }, schema: destinationSecretSchema }),
  pause: (id: string) => request(path("pause", id), { method: "POST", schema: destinationSchema }),
  resume: (id: string) => request(path("resume", id), { method: "POST", schema: destinationSchema }),
  deliveries: (id: string, query: Query, signal?: AbortSignal) =>
    request(path("deliveries", id), { query, schema: deliveryPageSchema, signal }),
  redeliver: (id: string, deliveryId: string) =>
    request(path("redeliver", id, deliveryId), { method: "POST", schema: deliverySchema }),
};
