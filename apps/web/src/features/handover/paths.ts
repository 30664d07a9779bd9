/** The handover screen's addresses. */
export const HANDOVER_PATH = "/topshiruv";
/** One act: the handed tab with the act's drawer open (the act has no page of its own). */
export const actPath = (id: number) => `${HANDOVER_PATH}?tab=handed&act=${id}`;
export const contractPath = (id: number) => `/shartnoma_jarayon/${id}`;
