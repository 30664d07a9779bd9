/** The sign-in page (/login). */
export const auth = {
  title: "Boshqaruv tizimiga kirish",
  subtitle: "Telefon raqamingiz va parolingizni kiriting",
  phoneLabel: "Telefon raqami",
  phonePlaceholder: "88-888-88-88",
  passwordLabel: "Parol",
  passwordPlaceholder: "Parolingiz",
  submit: "KIRISH",
  phoneRequired: "Telefon raqamini kiriting",
  phoneShort: "Telefon raqami 9 ta raqamdan iborat boʻlishi kerak",
  passwordRequired: "Parolni kiriting",
  failed: "Login yoki parol xato",
  tooManyAttempts: "Juda koʻp urinish. {{minutes}} daqiqadan soʻng qayta urinib koʻring",
} as const;
