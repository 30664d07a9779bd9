import { ERROR_STATUS, type ErrorCode, errorBodySchema } from "@makon/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";
import { INPUT_ERROR_MESSAGES, inputErrorCode } from "../lib/db-input-errors";
import { DATABASE_RETRY_AFTER, isDatabaseUnavailable } from "../lib/db-unavailable";

/**
 * One error handler: every failure leaves as {code, message, details?} with its status.
 * Nothing internal (stack, SQL, values) reaches a response; unexpected errors are logged.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Replies are checked against the route's response schema, so every route declares the error
  // answers it can give; the documentation then shows them too.
  app.addHook("onRoute", (route) => {
    const schema = route.schema;
    if (!schema?.response) return;
    const response = schema.response as Record<string, unknown>;
    for (const status of ERROR_RESPONSE_STATUSES) {
      if (!(status in response)) response[status] = errorBodySchema;
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
      return reply.status(error.status).send({
        code: error.code,
        message: error.message,
        ...(error.details !== undefined ? { details: error.details } : {}),
        ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Paths and codes only: the rejected values may be personal data.
      const details = error.validation.map((v) => {
        const keys = (v.params as { keys?: unknown }).keys;
        return {
          path: v.instancePath || "/",
          code: v.keyword,
          message: v.message,
          ...(Array.isArray(keys) ? { keys } : {}),
        };
      });
      return send(reply, "VALIDATION_ERROR", "Invalid request", details);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause, url: request.routeOptions.url }, "response failed its schema");
      return send(reply, "INTERNAL_ERROR", "Internal error");
    }
    switch (error.code) {
      case "FST_ERR_CTP_INVALID_JSON_BODY":
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return send(reply, "INVALID_JSON", "Malformed JSON body");
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return send(reply, "PAYLOAD_TOO_LARGE", "Request body too large");
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
        return send(reply, "UNSUPPORTED_MEDIA_TYPE", "Unsupported content type");
      case "FST_ERR_VALIDATION":
        return send(reply, "VALIDATION_ERROR", "Invalid request");
    }
    if (error instanceof SyntaxError) return send(reply, "INVALID_JSON", "Malformed JSON body");
    if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 429 ? "RATE_LIMITED" : "BAD_REQUEST";
      return reply.status(error.statusCode).send({ code, message: "Bad request" });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of this request or of our code: the client tries again. The log says which
      // failure (safeError: no address, no values), the answer nothing more than the code.
      request.log.warn({ err: error, url: request.routeOptions.url }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER));
      return reply.status(ERROR_STATUS.SERVICE_UNAVAILABLE).send({
        code: "SERVICE_UNAVAILABLE",
        message: "Service unavailable",
        retryAfter: DATABASE_RETRY_AFTER,
      });
    }
    const refused = inputErrorCode(error);
    if (refused) {
      // A schema let bad input reach the database: the client gets a 4xx, the log a warning to fix it.
      request.log.warn({ err: error, url: request.routeOptions.url }, "database refused the input");
      return send(reply, refused, INPUT_ERROR_MESSAGES[refused]);
    }
    request.log.error({ err: error }, "unhandled error");
    return send(reply, "INTERNAL_ERROR", "Internal error");
  });

  app.setNotFoundHandler((request, reply) => {
    send(
      reply,
      request.method === "GET" || request.method === "HEAD" ? "NOT_FOUND" : "NOT_FOUND",
      "Not found",
    );
  });
});

/**
 * The router's own refusals (a path that is not valid percent-encoding) never reach the error
 * handler: Fastify's option `frameworkErrors` hands them here to answer in our shape.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  send(reply, "BAD_REQUEST", "Bad request");
}

const ERROR_RESPONSE_STATUSES = [...new Set(Object.values(ERROR_STATUS))].map(String);

function send(
  reply: { status(code: number): { send(body: unknown): unknown } },
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  return reply.status(ERROR_STATUS[code]).send({ code, message, ...(details ? { details } : {}) });
}
