// `npm start`: serves the built web app and the API on PORT (3000), on the embedded database in
// DATA_DIR (./data) unless DATABASE_URL is set, with the demo data on an empty database.
import { register } from "tsx/esm/api";

process.env.SEED_DEMO ??= "1";
register();
await import("../apps/api/src/main.ts");
