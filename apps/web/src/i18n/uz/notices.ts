/**
 * The six shared banner notices, keyed by the spec's flags (spec §3, §4). The spec names
 * `delete` next to "archived" and `data_delete` next to "deleted", hence the crossed names.
 */
export const notices = {
  data_add: "Maʼlumot qoʻshildi",
  data_block: "Qora roʻyxatga qoʻshildi",
  data_error: "Nimadir xato ketdi, qayta urinib koʻring",
  delete: "Arxivlandi",
  data_send_basket: "Savatga yuborildi (saytda koʻrinmaydi, lekin saqlanadi)",
  data_delete: "Oʻchirildi",
} as const;
