import { z } from "zod";

/** 201 answer of every submission route (contracts/api.ts ApiCreated). */
export const createdSchema = z.object({ id: z.string(), status: z.literal("received") });
