export { prefetchNotifications } from "./api/use-notifications";
export { NotificationBell } from "./components/notification-bell";
