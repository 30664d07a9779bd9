export { NotificationBell } from "./components/notification-bell";
