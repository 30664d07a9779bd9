/** The top bar and side menu around every signed-in screen. */
export const shell = {
  menuToggle: "Menyu",
  fullscreen: "Toʻliq ekran",
  fullscreenExit: "Toʻliq ekrandan chiqish",
  logout: "Chiqish",
  navigation: "Asosiy menyu",
  menu: {
    home: "Bosh sahifa",
    yuqori_bank_boss: "Yuqori bank rahbari",
    quyi_bank_boss: "Quyi bank rahbari",
    add_employee: "Xodimlar",
    tashkilotlar: "Tashkilotlar",
    obyects: "Obyektlar",
    info_add: "Maʼlumot qoʻshish",
    audit: "Oʻzgarishlar tarixi",
  },
} as const;
