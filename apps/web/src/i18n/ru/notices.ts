import type { Words } from "@makon/shared";
import type { notices as uzNotices } from "../uz/notices";

/**
 * The six shared banner notices, keyed by the original flags (docs/product.md, Notices). The
 * flag `delete` means "archived" and `data_delete` means "deleted", hence the crossed names.
 */
export const notices: Words<typeof uzNotices> = {
  data_add: "Данные добавлены",
  data_block: "Добавлено в чёрный список",
  data_error: "Что-то пошло не так, попробуйте ещё раз",
  delete: "Перенесено в архив",
  data_send_basket: "Отправлено в корзину (на сайте не видно, но сохранено)",
  data_delete: "Удалено",
};
