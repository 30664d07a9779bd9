// The sign-in form is not exported here: the session guard imports this file from the entry
// chunk, and the form (antd Form, input mask) belongs to the lazily loaded /login screen.
export { logout } from "./api/logout";
export { currentUserKey, useCurrentUser } from "./api/use-current-user";
