import { ERROR_STATUS, type ErrorCode } from "@makon/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";

/**
 * One error handler: every failure leaves as {code, message, details?} with its status.
 * Nothing internal (stack, SQL, values) reaches a response; unexpected errors are logged.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
        const issue = v.params.issue as { code: string; message: string; keys?: string[] };
        return {
          path: v.instancePath || "/",
          code: issue.code,
          message: issue.message,
          ...(issue.keys ? { keys: issue.keys } : {}),
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

function send(
  reply: { status(code: number): { send(body: unknown): unknown } },
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  return reply.status(ERROR_STATUS[code]).send({ code, message, ...(details ? { details } : {}) });
}
