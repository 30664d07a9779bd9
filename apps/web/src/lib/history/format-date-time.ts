// One formatter for moments everywhere: Tashkent time, whatever the browser's zone.
export { formatDateTime } from "@makon/shared";
