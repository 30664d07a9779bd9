/**
 * The six shared banner notices, keyed by the original flags (docs/product.md, Notices). The
 * flag `delete` means "archived" and `data_delete` means "deleted", hence the crossed names.
 */
export const notices = {
  data_add: "Maʼlumot qoʻshildi",
  data_block: "Qora roʻyxatga qoʻshildi",
  data_error: "Nimadir xato ketdi, qayta urinib koʻring",
  delete: "Arxivlandi",
  data_send_basket: "Savatga yuborildi (saytda koʻrinmaydi, lekin saqlanadi)",
  data_delete: "Oʻchirildi",
} as const;
