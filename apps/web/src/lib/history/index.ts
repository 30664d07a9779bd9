export { diffEntry, type FieldChange, formatValue, HIDDEN_VALUE, type ValueWords } from "./diff-entry";
export { formatDateTime } from "./format-date-time";
export { HistoryDrawer, type HistoryDrawerProps } from "./history-drawer";
export { historyKey, useHistory } from "./use-history";
