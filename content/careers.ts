import { z } from "zod";
import { listing } from "./schema";

export const listings = z.array(listing).parse([]);
