export { ApiError, type ClientErrorCode } from "./api-error";
export {
  apiJson,
  apiRequest,
  type RequestOptions,
  setForbiddenHandler,
  setUnauthorizedHandler,
} from "./client";
export { getToken, setToken } from "./token";
export { useErrorText } from "./use-error-text";
