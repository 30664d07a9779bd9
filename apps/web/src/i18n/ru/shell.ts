import type { Words } from "@makon/shared";
import type { shell as uzShell } from "../uz/shell";

/** The top bar and side menu around every signed-in screen. */
export const shell: Words<typeof uzShell> = {
  menuToggle: "Меню",
  fullscreen: "Во весь экран",
  fullscreenExit: "Выйти из полноэкранного режима",
  logout: "Выйти",
  navigation: "Главное меню",
  menu: {
    home: "Главная",
    yuqori_bank_boss: "Руководитель головного офиса",
    quyi_bank_boss: "Руководитель филиала банка",
    add_employee: "Сотрудники",
    tashkilotlar: "Организации",
    obyects: "Объекты",
    info_add: "Добавить данные",
    audit: "История изменений",
  },
};
