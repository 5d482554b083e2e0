import { z } from "zod";

/** 201 answer of every submission route; contracts/api.ts ApiCreated is its type. */
export const createdSchema = z.object({ id: z.string(), status: z.literal("received") });
