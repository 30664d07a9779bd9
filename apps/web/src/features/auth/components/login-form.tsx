import { normalisePhone } from "@makon/shared";
import { Alert, Button, Form, Input } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, setToken } from "../../../lib/api";
import { PhoneField } from "../../../lib/ui/phone-field";
import { useLogin } from "../api/login";
import {
  type FieldError,
  hasErrors,
  type LoginErrors,
  minutesToWait,
  validateLogin,
} from "../login-validation";

/** The app reloads 500 ms after a sign-in and then finds the token (docs/product.md, Sign-in). */
const RELOAD_AFTER_LOGIN_MS = 500;

/** `onSignedIn` runs at once when the token is in, during the 500 ms wait before the reload. */
export function LoginForm({ onSignedIn }: { onSignedIn?: (() => void) | undefined }) {
  const { t } = useTranslation("auth");
  const [phone, setPhone] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const loginMutation = useLogin();

  const changePhone = useCallback((next: string) => {
    setPhone(next);
    setErrors((current) => ({ ...current, phone: undefined }));
    setFailure(null);
  }, []);

  const changePassword = (next: string) => {
    setPassword(next);
    setErrors((current) => ({ ...current, password: undefined }));
    setFailure(null);
  };

  const submit = () => {
    if (loginMutation.isPending || signedIn) return;
    const found = validateLogin(phone, password);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    loginMutation.mutate(
      { phone: normalisePhone(phone), password },
      {
        onSuccess: (token) => {
          setToken(token);
          setSignedIn(true);
          onSignedIn?.();
          window.setTimeout(() => window.location.reload(), RELOAD_AFTER_LOGIN_MS);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.code === "TOO_MANY_ATTEMPTS" || error.status === 429)) {
            setFailure(t("tooManyAttempts", { minutes: minutesToWait(error.retryAfter) }));
          } else {
            setFailure(t("failed"));
          }
        },
      },
    );
  };

  const help = (error: FieldError | undefined, id: string) =>
    error?.message ? <span id={id}>{t(error.message)}</span> : undefined;

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} noValidate>
      <Form.Item
        label={t("phoneLabel")}
        htmlFor="login-phone"
        validateStatus={errors.phone ? "error" : undefined}
        help={help(errors.phone, "login-phone-help")}
      >
        <PhoneField
          id="login-phone"
          aria-label={t("phoneLabel")}
          aria-describedby={errors.phone?.message ? "login-phone-help" : undefined}
          placeholder={t("phonePlaceholder")}
          value={phone}
          onChange={changePhone}
          status={errors.phone ? "error" : undefined}
          autoFocus
          autoComplete="username"
          size="large"
        />
      </Form.Item>
      <Form.Item
        label={t("passwordLabel")}
        htmlFor="login-password"
        validateStatus={errors.password ? "error" : undefined}
        help={help(errors.password, "login-password-help")}
      >
        <Input.Password
          id="login-password"
          aria-label={t("passwordLabel")}
          aria-describedby={errors.password?.message ? "login-password-help" : undefined}
          placeholder={t("passwordPlaceholder")}
          value={password}
          onChange={(event) => changePassword(event.target.value)}
          status={errors.password ? "error" : undefined}
          autoComplete="current-password"
          size="large"
        />
      </Form.Item>
      {failure && <Alert type="error" title={failure} showIcon role="alert" className="login-failure" />}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={loginMutation.isPending || signedIn}
      >
        {t("submit")}
      </Button>
    </Form>
  );
}
