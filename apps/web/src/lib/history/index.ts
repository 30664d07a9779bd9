export { diffEntry, type FieldChange, HIDDEN_VALUE } from "./diff-entry";
export { formatDateTime } from "./format-date-time";
export { HistoryDrawer, type HistoryDrawerProps } from "./history-drawer";
export { type HistoryPresenter, useHistoryPresenter } from "./present";
export { historyKey, useHistory } from "./use-history";
