/**
 * A list's sideways scroll (antd Table `scroll`). Below `minWidth` the table scrolls inside its own
 * box; above it the columns share the box and long texts wrap. `x: "max-content"` let no cell
 * wrap, so at 1440 px a list's last columns (the outbox's status, a debtor's promise date, the
 * next call) were out of sight until one scrolled the table (decision 49).
 */
export const wrappingScroll = (minWidth = 900) => ({ x: minWidth }) as const;
