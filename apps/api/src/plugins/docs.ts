import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI built from the route schemas: JSON at /api/docs/json, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Makon API",
        version: "1.0.0",
        description: "Staff management system of a property developer",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", description: "Session token from /api/user/login" },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The documentation is public; its routes declare that like every other route.
    docs.addHook("onRoute", (route) => {
      route.config = { ...(route.config as object), access: { public: true } };
    });
    await docs.register(swaggerUi, { routePrefix: "/api/docs" });
  });
});
