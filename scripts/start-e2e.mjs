// The server for the browser suite: like `npm start` but without rebuilding (the test script
// builds once) and with the environment the Playwright config hands it.
import { register } from "tsx/esm/api";

register();
await import("../apps/api/src/main.ts");
