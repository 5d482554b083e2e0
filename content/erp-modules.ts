import { z } from "zod";
import { erpModule } from "./schema";

export const erpModules = z.array(erpModule).parse([]);
