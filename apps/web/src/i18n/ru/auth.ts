import type { Words } from "@makon/shared";
import type { auth as uzAuth } from "../uz/auth";

/** The sign-in page (/login). */
export const auth: Words<typeof uzAuth> = {
  title: "Вход в систему управления",
  subtitle: "Введите номер телефона и пароль",
  phoneLabel: "Номер телефона",
  phonePlaceholder: "88-888-88-88",
  passwordLabel: "Пароль",
  passwordPlaceholder: "Ваш пароль",
  submit: "ВОЙТИ",
  phoneRequired: "Введите номер телефона",
  phoneShort: "Номер телефона должен состоять из 9 цифр",
  passwordRequired: "Введите пароль",
  failed: "Неверный логин или пароль",
  tooManyAttempts: "Слишком много попыток. Повторите через {{minutes}} мин.",
};
