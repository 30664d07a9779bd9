// `npm start`: serves the built web app and the API on PORT (3000), on the embedded database in
// DATA_DIR (./data) unless DATABASE_URL is set, with the demo data on an empty embedded database
// (on PostgreSQL only with an explicit SEED_DEMO=1).
import { register } from "tsx/esm/api";

register();
const { applyStartDefaults } = await import("../apps/api/src/config.ts");
applyStartDefaults(process.env);
await import("../apps/api/src/main.ts");
