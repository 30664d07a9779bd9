import {
  buildingSchema,
  entranceSchema,
  objectSchema,
  unitSchema,
  unitStatSchema,
  unitWithClientSchema,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/types";
import { registerCompatList } from "../../lib/compat-list";
import { PROPERTY_READ_PAGES, UNITS_WITH_CLIENTS_PAGES } from "./property.access";
import {
  listBuildings,
  listEntrances,
  listObjects,
  listUnits,
  listUnitsWithClients,
  unitStats,
} from "./property.service";

export async function propertyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const read = { pages: PROPERTY_READ_PAGES };
  registerCompatList(app, db, {
    url: "/api/obyekt/all",
    name: "obyekt",
    tag: "property",
    summary: "Objects (obyekt), archived ones included",
    access: read,
    tables: ["objects"],
    item: objectSchema,
    load: listObjects,
  });
  registerCompatList(app, db, {
    url: "/api/bino/all",
    name: "bino",
    tag: "property",
    summary: "Buildings (bino)",
    access: read,
    tables: ["buildings"],
    item: buildingSchema,
    load: listBuildings,
  });
  registerCompatList(app, db, {
    url: "/api/podezd/all",
    name: "podezd",
    tag: "property",
    summary: "Entrances (podezd)",
    access: read,
    tables: ["entrances"],
    item: entranceSchema,
    load: listEntrances,
  });
  registerCompatList(app, db, {
    url: "/api/uy/all",
    name: "uy",
    tag: "property",
    summary: "Units (uy / xonadon)",
    access: read,
    tables: ["units", "floors"],
    item: unitSchema,
    load: listUnits,
  });
  registerCompatList(app, db, {
    url: "/api/uy/all_with_clients",
    name: "uy_with_clients",
    tag: "property",
    summary: "Units with the client holding each (booking or live contract)",
    access: { pages: UNITS_WITH_CLIENTS_PAGES },
    tables: ["units", "floors", "bookings", "contracts", "clients"],
    item: unitWithClientSchema,
    load: listUnitsWithClients,
  });
  registerCompatList(app, db, {
    url: "/api/uy/all_stat",
    name: "uy_stat",
    tag: "property",
    summary: "Per building: unit count, area and value by status",
    access: read,
    tables: ["units", "buildings", "objects"],
    item: unitStatSchema,
    load: unitStats,
  });
}
