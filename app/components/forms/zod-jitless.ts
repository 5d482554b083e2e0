/**
 * zod compiles object parsers with `new Function` when it may, and probes for that once. On
 * our pages the Content-Security-Policy forbids eval, and even the caught probe is reported
 * as a CSP violation. `jitless` skips both. It must run before any schema is created, so
 * schemas.ts imports this module first.
 */
import { z } from "zod";

z.config({ jitless: true });
