/**
 * Route schemas are the shared zod schemas from contracts/ (one per submission, imported by the
 * forms too). Validation: strict objects (unknown fields are a 400, not silently stripped) and
 * no type coercion. Serialisation: a response schema also strips fields it does not list.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import fp from "fastify-plugin";
import type { z } from "zod";
import { validationErrorFromZod } from "../lib/errors";

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this["schema"] extends z.ZodType ? z.output<this["schema"]> : unknown;
  serializer: this["schema"] extends z.ZodType ? z.input<this["schema"]> : unknown;
}

/**
 * The app as route files take it (`app.withTypeProvider<ZodTypeProvider>()`): each route's zod
 * schemas type its `request.params`, `request.query` and `request.body`, so handlers need no casts.
 */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const isZod = (s: unknown): s is z.ZodType => typeof s === "object" && s !== null && "safeParse" in s;

export default fp(
  async function zodSchemas(app: FastifyInstance) {
    app.setValidatorCompiler(({ schema }) => {
      if (!isZod(schema)) throw new Error("Route schemas must be zod schemas");
      return (data: unknown) => {
        const result = schema.safeParse(data);
        return result.success ? { value: result.data } : { error: validationErrorFromZod(result.error) };
      };
    });
    app.setSerializerCompiler(({ schema }) => {
      if (!isZod(schema)) throw new Error("Response schemas must be zod schemas");
      return (data: unknown) => JSON.stringify(schema.parse(data));
    });
  },
  { name: "zod-schemas" },
);
