/**
 * How old an answer may be for a query that is otherwise asked again every time its screen opens
 * (personal data, figures that move; staleTime 0 before). A screen's head start (its screenData,
 * app/screen-data.ts) asks as the screen opens, and its hooks mount ~100 ms later: with staleTime 0
 * an answer that arrived in between was asked for a second time. Two seconds is shorter than any
 * move away and back; a write still marks the query stale at once (its invalidation).
 */
export const ASKED_ON_OPENING_MS = 2_000;
