import { idParamSchema } from "@makon/shared";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from "fastify";
import { z } from "zod";
import type { RouteAccess } from "../plugins/access";
import type { RecordScopeConfig } from "../plugins/record-scope";

/** The path of a route naming one record by its id: nothing else is accepted. */
export const idParams = z.strictObject({ id: idParamSchema });

/** Who asks: the signed-in user with their rights and record scope (plugins/auth). */
type Viewer = Awaited<ReturnType<FastifyRequest["authenticate"]>>;

/** What a route's call gets, as its schemas validated it (an absent schema gives `never`). */
type Input<P, B, H> = {
  params: P extends z.ZodType ? z.infer<P> : never;
  body: B extends z.ZodType ? z.infer<B> : never;
  headers: H extends z.ZodType ? z.infer<H> : never;
};

/**
 * One route working on a record or making one: the method and path, who may call it, the
 * record its path or body names (checked against the viewer's scope before the body is read,
 * plugins/record-scope), the schemas that refuse any other field, and the service call whose
 * result is the answer. A route with the usual shape is then a declaration, not a handler.
 */
export interface RecordRoute<
  P extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  H extends z.ZodType | undefined,
  A extends z.ZodType,
> {
  method: "GET" | "POST" | "PUT" | "PATCH";
  url: string;
  tags: string[];
  summary: string;
  access: RouteAccess;
  recordScope?: RecordScopeConfig;
  params?: P;
  body?: B;
  headers?: H;
  answer: A;
  /** 201 Created, for a route that makes a record; else 200. */
  created?: boolean;
  /** Never kept by a browser or a proxy (Cache-Control: no-store): a record naming a person. */
  noStore?: boolean;
  run: (me: Viewer, input: Input<P, B, H>) => Promise<z.input<A>>;
}

/** Registers a declared record route (RecordRoute). */
export function recordRoute<
  A extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  H extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, route: RecordRoute<P, B, H, A>) {
  const config: FastifyContextConfig = { access: route.access };
  if (route.recordScope) config.recordScope = route.recordScope;
  const code = route.created ? 201 : 200;
  const options: RouteOptions = {
    method: route.method,
    url: route.url,
    config,
    schema: {
      tags: route.tags,
      summary: route.summary,
      ...(route.params && { params: route.params }),
      ...(route.headers && { headers: route.headers }),
      ...(route.body && { body: route.body }),
      response: { [code]: route.answer },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const me = await request.authenticate();
      // The schemas above validated these before the handler runs.
      const done = await route.run(me, request as unknown as Input<P, B, H>);
      if (route.noStore) reply.header("cache-control", "no-store");
      return route.created ? reply.code(201).send(done) : done;
    },
  };
  app.route(options);
}
