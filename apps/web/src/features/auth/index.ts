// The sign-in screen's form (/login); the session itself lives in lib/session.
export { LoginForm } from "./components/login-form";
