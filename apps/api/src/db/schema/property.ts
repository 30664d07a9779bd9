import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, money, ts, updatedAt } from "./columns";

export const objects = pgTable("objects", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  district: text("district"),
  archivedAt: ts("archived_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const buildings = pgTable(
  "buildings",
  {
    id: serial("id").primaryKey(),
    objectId: integer("object_id")
      .notNull()
      .references(() => objects.id),
    name: text("name").notNull(),
    floors: integer("floors").notNull(),
    entrances: integer("entrances").notNull(),
    buildStatus: text("build_status").notNull().default("planned"),
    completionDate: date("completion_date", { mode: "string" }),
    bankApproved: boolean("bank_approved").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("buildings_object_idx").on(t.objectId),
    uniqueIndex("buildings_object_name_uq").on(t.objectId, t.name),
    check("buildings_floors_positive", sql`${t.floors} between 1 and 100`),
    check("buildings_entrances_positive", sql`${t.entrances} between 1 and 50`),
    check(
      "buildings_build_status",
      sql`${t.buildStatus} in ('planned','foundation','frame','finishing','completed')`,
    ),
  ],
);

export const entrances = pgTable(
  "entrances",
  {
    id: serial("id").primaryKey(),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
  },
  (t) => [uniqueIndex("entrances_building_number_uq").on(t.buildingId, t.number)],
);

export const floors = pgTable(
  "floors",
  {
    id: serial("id").primaryKey(),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    entranceId: integer("entrance_id")
      .notNull()
      .references(() => entrances.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    planImage: text("plan_image"),
  },
  (t) => [
    uniqueIndex("floors_entrance_number_uq").on(t.entranceId, t.number),
    index("floors_building_idx").on(t.buildingId),
  ],
);

export const units = pgTable(
  "units",
  {
    id: serial("id").primaryKey(),
    objectId: integer("object_id")
      .notNull()
      .references(() => objects.id),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id),
    entranceId: integer("entrance_id")
      .notNull()
      .references(() => entrances.id),
    floorId: integer("floor_id")
      .notNull()
      .references(() => floors.id),
    number: text("number").notNull(),
    rooms: integer("rooms").notNull(),
    areaM2: numeric("area_m2", { precision: 8, scale: 2, mode: "number" }).notNull(),
    pricePerM2: money("price_per_m2").notNull(),
    totalPrice: money("total_price").notNull(),
    type: text("type").notNull().default("residential"),
    finishing: text("finishing").notNull().default("unfinished"),
    status: text("status").notNull().default("available"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("units_building_number_uq").on(t.buildingId, t.number),
    index("units_building_status_idx").on(t.buildingId, t.status),
    index("units_floor_idx").on(t.floorId),
    index("units_object_idx").on(t.objectId),
    // The property database pages through these orders without sorting the whole table.
    // The default order with the columns the filters test: a page of the property database is
    // read off this index alone (an index-only scan), however deep.
    index("units_list_idx").on(
      t.buildingId,
      t.id,
      t.objectId,
      t.status,
      t.rooms,
      t.totalPrice,
      t.areaM2,
      t.entranceId,
    ),
    // The other orders, with the object (archived objects are left out of the lists): a page is
    // read off the index alone, without a visit to each row to learn its object.
    index("units_rooms_idx").on(t.rooms, t.id, t.objectId),
    index("units_price_idx").on(t.totalPrice, t.id, t.objectId),
    index("units_area_idx").on(t.areaM2, t.id, t.objectId),
    // What sales ask most ("free two-room flats under 600 million"): the filter's rows are one
    // range of this index, counted without reading the table.
    index("units_sale_filter_idx").on(t.status, t.rooms, t.totalPrice, t.objectId),
    // The baza search matches a unit's number exactly, across buildings.
    index("units_number_idx").on(t.number),
    check("units_rooms", sql`${t.rooms} between 0 and 20`),
    check("units_area_positive", sql`${t.areaM2} > 0`),
    check("units_price_nonnegative", sql`${t.pricePerM2} >= 0 and ${t.totalPrice} >= 0`),
    check("units_type", sql`${t.type} in ('residential','commercial','parking')`),
    check("units_finishing", sql`${t.finishing} in ('finished','unfinished')`),
    check(
      "units_status",
      sql`${t.status} in ('available','booked','in_process','sold','handed_over','not_for_sale')`,
    ),
  ],
);
