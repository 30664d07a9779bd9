import {
  buildingAboutSchema,
  buildingSchema,
  bulkPriceBodySchema,
  chessboardSchema,
  createBuildingBodySchema,
  createdBuildingSchema,
  createObjectBodySchema,
  entranceSchema,
  floorDetailSchema,
  formatPhone,
  historySchema,
  idParamSchema,
  objectListQuerySchema,
  objectPageSchema,
  objectSchema,
  UNIT_IMPORT_COLUMNS,
  UNIT_IMPORT_EXAMPLES,
  type UnitImportRow,
  type UnitStatus,
  unitListQuerySchema,
  unitPageSchema,
  unitRowSchema,
  unitSchema,
  unitStatSchema,
  unitWithClientSchema,
  updateBuildingBodySchema,
  updateObjectBodySchema,
  updateUnitBodySchema,
  wordsFor,
} from "@makon/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/types";
import { AppError } from "../../lib/app-error";
import { registerCompatList } from "../../lib/compat-list";
import { sendXlsx, toSheet } from "../../lib/excel";
import type { FileStore } from "../../lib/file-store";
import { etagMatches } from "../../lib/list-etag";
import { registerList } from "../../lib/list-routes";
import { holderScopeKey, scopedTables } from "../../lib/record-scope";
import { fileUploadRoutes } from "../../lib/uploads";
import { sendRemembered } from "../../lib/version-cache";
import { fileWords, myWords } from "../../lib/words";
import { recordHistory } from "../audit";
import { buildingAbout, bulkPrice, createBuilding, updateBuilding } from "./buildings.service";
import { chessboardJson } from "./chessboard.service";
import { MAX_PLAN_BYTES, PLAN_TYPES, readFloorPlan, saveFloorPlan } from "./floor-plans.service";
import { createObject, listObjectsWithStats, OBJECT_LIST_TABLES, updateObject } from "./objects.service";
import {
  exportUnitRows,
  floorDetail,
  listUnitRows,
  UNIT_ROW_TABLES,
  unitRow,
  updateUnit,
} from "./units.service";
import { importUnits, MAX_IMPORT_BYTES } from "./units-import.service";

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

import { PROPERTY_READ_PAGES, UNITS_WITH_CLIENTS_PAGES } from "./property.access";
import {
  listBuildings,
  listEntrances,
  listObjects,
  listUnits,
  listUnitsWithClients,
  unitStats,
} from "./property.service";

/** Property is the company's, seen by everyone with the page; who holds a unit is hidden outside the scope. */
const PROPERTY = { unscoped: { id: "company property" } };

export async function propertyRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  const read = { pages: PROPERTY_READ_PAGES };
  registerCompatList(app, db, {
    url: "/api/obyekt/all",
    name: "obyekt",
    tag: "property",
    summary: "All objects (residential complexes), archived ones included",
    access: read,
    tables: ["objects"],
    item: objectSchema,
    load: listObjects,
  });
  registerCompatList(app, db, {
    url: "/api/bino/all",
    name: "bino",
    tag: "property",
    summary: "All buildings",
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
    summary: "All units (flats, commercial premises, parking places)",
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
    // Who holds each unit is shown within the viewer's record scopes (hideForeignHolders).
    scopeKey: holderScopeKey,
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

  const r = app.withTypeProvider<ZodTypeProvider>();
  const idParams = z.strictObject({ id: idParamSchema });
  const edit = { actions: ["property_edit", "object_archive"] } as const;

  r.post(
    "/api/obyekt",
    {
      config: { access: { actions: ["property_edit"] } },
      schema: {
        tags: ["property"],
        summary: "Add an object (residential complex)",
        body: createObjectBodySchema,
        response: { 201: objectSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return reply.code(201).send(await createObject(db, request.body, me.id));
    },
  );
  registerList(app, db, {
    url: "/api/obyekt",
    tags: ["property"],
    summary: "Objects with buildings, units by status, area sold and money, paged",
    access: { pages: ["obyects", "info_add", "baza", "sotuv", "home"] },
    config: { remembers: true },
    query: objectListQuerySchema,
    answer: objectPageSchema,
    // Remembered under the counters of what a page counts (objects, their buildings, units and
    // contracts): on the embedded database at bench scale a page summed 42,500 units in ~100 ms.
    page: (query) => ({
      remembered: {
        key: `obyekt:list:${JSON.stringify(query)}`,
        tables: OBJECT_LIST_TABLES,
        compute: () => listObjectsWithStats(db, query),
      },
    }),
  });
  r.patch(
    "/api/obyekt/:id",
    {
      config: { recordScope: PROPERTY, access: edit },
      schema: {
        tags: ["property"],
        summary: "Change an object; archived: true/false archives or restores it (object_archive)",
        params: idParams,
        body: updateObjectBodySchema,
        response: { 200: objectSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      const { archived, ...fields } = request.body;
      // Editing needs property_edit, archiving object_archive: either key opens the route.
      if (archived !== undefined && !me.dostup.includes("object_archive")) throw new AppError("FORBIDDEN");
      if (Object.keys(fields).length > 0 && !me.dostup.includes("property_edit"))
        throw new AppError("FORBIDDEN");
      return updateObject(db, request.params.id, request.body, me.id);
    },
  );
  r.get(
    "/api/obyekt/:id/history",
    {
      config: { recordScope: PROPERTY, access: read },
      schema: {
        tags: ["property"],
        summary: "An object's change history",
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (request) => recordHistory(db, "object", request.params.id),
  );
  r.post(
    "/api/bino",
    {
      config: { access: { actions: ["property_edit"] } },
      schema: {
        tags: ["property"],
        summary: "Add a building with its entrances, floors and units (one transaction)",
        body: createBuildingBodySchema,
        response: { 201: createdBuildingSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return reply.code(201).send(await createBuilding(db, request.body, me.id));
    },
  );

  r.get(
    "/api/bino/:id",
    {
      config: {
        recordScope: PROPERTY,
        access: { pages: ["bino_about", "bino", "sotuv_bino", "obyects", "info_add"] },
      },
      schema: {
        tags: ["property"],
        summary: "A building with its sales numbers by status and its sales by month",
        params: idParams,
        response: { 200: buildingAboutSchema },
      },
    },
    async (request) => buildingAbout(db, request.params.id),
  );
  r.patch(
    "/api/bino/:id",
    {
      config: { recordScope: PROPERTY, access: { actions: ["property_edit"] } },
      schema: {
        tags: ["property"],
        summary: "Change a building's name, construction status, completion date or bank approval",
        params: idParams,
        body: updateBuildingBodySchema,
        response: { 200: buildingAboutSchema },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return updateBuilding(db, request.params.id, request.body, me.id);
    },
  );
  r.post(
    "/api/bino/:id/prices",
    {
      config: { recordScope: PROPERTY, access: { actions: ["property_edit"] } },
      schema: {
        tags: ["property"],
        summary: "Change the price of a selection of the building's free units",
        params: idParams,
        body: bulkPriceBodySchema,
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => {
      const me = await request.authenticate();
      return bulkPrice(db, request.params.id, request.body, me.id);
    },
  );
  await fileUploadRoutes(app, { types: [XLSX_MIME], maxBytes: MAX_IMPORT_BYTES }, (scope) =>
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/bino/:id/import",
      {
        config: { recordScope: PROPERTY, access: { actions: ["property_edit"] } },
        schema: {
          tags: ["property"],
          summary:
            "Import units from an .xlsx file (body, up to 5 MB); all rows or none, with a row-by-row report",
          consumes: [XLSX_MIME],
          params: idParams,
          response: { 200: z.object({ created: z.number().int() }) },
        },
      },
      async (request) => {
        const me = await request.authenticate();
        if (!Buffer.isBuffer(request.body))
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the .xlsx file as the body");
        return importUnits(
          db,
          request.params.id,
          request.body,
          me.id,
          wordsFor(me.language).documents.unitsImport.columns,
        );
      },
    ),
  );
  r.get(
    "/api/bino/import-template",
    {
      config: { access: { actions: ["property_edit"] } },
      schema: { tags: ["property"], summary: "An empty units import file: the header row the import reads" },
    },
    // The header row from the same list the import reads, so the two never disagree: in the
    // user's language, which the import reads as it reads the other two.
    async (request, reply) => {
      const { documents } = await myWords(request);
      const words = documents.unitsImport;
      const columns = UNIT_IMPORT_COLUMNS.map((key) => ({
        header: words.columns[key],
        width: 16,
        value: (row: UnitImportRow | null) =>
          row === null
            ? null
            : key === "type"
              ? words.types[row.type]
              : key === "finishing"
                ? words.finishing[row.finishing]
                : row[key],
      }));
      // The first sheet, the one the import reads, is left empty; the examples sit beside it.
      const example = {
        sheet: words.exampleSheet,
        data: toSheet([...UNIT_IMPORT_EXAMPLES], columns),
        widths: columns.map((c) => c.width),
      };
      return sendXlsx(
        reply,
        { name: fileWords.units.templateFile, sheet: documents.sheet, extra: [example] },
        [],
        columns,
      );
    },
  );
  r.get(
    "/api/bino/:id/history",
    {
      config: { recordScope: PROPERTY, access: { pages: ["bino_about", "bino", "obyects", "info_add"] } },
      schema: {
        tags: ["property"],
        summary: "A building's change history",
        params: idParams,
        response: { 200: historySchema },
      },
    },
    async (request) => recordHistory(db, "building", request.params.id),
  );
  r.get(
    "/api/bino/:id/chessboard",
    {
      config: { recordScope: PROPERTY, access: { pages: UNITS_WITH_CLIENTS_PAGES }, remembers: true },
      schema: {
        tags: ["property"],
        summary: "One building's chessboard: entrances and every unit with its holder",
        params: idParams,
        response: { 200: chessboardSchema },
      },
    },
    async (request, reply) => {
      const me = await request.authenticate();
      return sendRemembered(request, reply, db, {
        key: `chessboard:${request.params.id}:${holderScopeKey(me)}`,
        tables: scopedTables(me, UNIT_ROW_TABLES),
        // JSON made by the database in the schema's form (chessboard.service.ts, tested there).
        json: () => chessboardJson(db, request.params.id, me),
      });
    },
  );
  r.get(
    "/api/floor/:id",
    {
      config: { recordScope: PROPERTY, access: { pages: ["floor", "bino", "sotuv_bino"] } },
      schema: {
        tags: ["property"],
        summary: "One floor of one entrance, with its units",
        params: idParams,
        response: { 200: floorDetailSchema },
      },
    },
    async (request) => floorDetail(db, request.params.id, await request.authenticate()),
  );
  await fileUploadRoutes(app, { types: PLAN_TYPES, maxBytes: MAX_PLAN_BYTES }, (scope) =>
    scope.withTypeProvider<ZodTypeProvider>().put(
      "/api/floor/:id/plan",
      {
        config: { recordScope: PROPERTY, access: { actions: ["property_edit"] } },
        schema: {
          tags: ["property"],
          summary: "Upload a floor's plan image (PNG, JPEG or WebP body, up to 5 MB)",
          consumes: PLAN_TYPES,
          params: idParams,
          response: { 200: z.object({ ok: z.boolean() }) },
        },
      },
      async (request) => {
        const me = await request.authenticate();
        if (!Buffer.isBuffer(request.body))
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the image as the body");
        return saveFloorPlan(db, files, request.params.id, request.body, me.id);
      },
    ),
  );
  r.get(
    "/api/floor/:id/plan",
    {
      config: { recordScope: PROPERTY, access: { pages: ["floor", "bino", "sotuv_bino"] } },
      schema: {
        tags: ["property"],
        summary: "A floor's plan image (signed-in users with the key only)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const { file, type, name } = await readFloorPlan(db, files, request.params.id);
      // The address stays when the plan is replaced: the browser asks every time, and the file's
      // own name (new for every upload) answers "unchanged" without sending the image again.
      const etag = `"${name}"`;
      reply.header("cache-control", "private, no-cache").header("etag", etag);
      if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
      return reply.type(type).send(file);
    },
  );
  registerList(app, db, {
    url: "/api/uy",
    tags: ["property"],
    summary: "The property database: units with client and contract, paged and filtered",
    access: { pages: ["baza", "sotuv", "sotuv_bino", "room_choose", "bino", "floor"] },
    config: { remembers: true },
    query: unitListQuerySchema,
    answer: unitPageSchema,
    // Staff page through the same lists all day while the stock changes a few times an hour.
    page: (query, me) => ({
      remembered: {
        key: `uy:${holderScopeKey(me)}:${JSON.stringify(query)}`,
        tables: scopedTables(me, UNIT_ROW_TABLES),
        json: (seen) => listUnitRows(db, query, me, seen),
      },
    }),
    export: {
      summary: "The filtered property database as an Excel file",
      access: { pages: ["baza"] },
      file: (words) => words.units.file,
      rows: (query, me) => exportUnitRows(db, query, me),
      columns: ({ documents, enums }) => {
        const words = documents.units;
        return [
          { header: words.object, width: 24, value: (u) => u.objectName },
          { header: words.building, width: 12, value: (u) => u.buildingName },
          { header: words.entrance, width: 9, value: (u) => u.entranceNumber },
          { header: words.floor, width: 8, value: (u) => u.floor },
          { header: words.number, width: 10, value: (u) => u.number },
          { header: words.rooms, width: 9, value: (u) => u.rooms },
          { header: words.area, width: 12, value: (u) => u.areaM2 },
          { header: words.pricePerM2, width: 14, value: (u) => u.pricePerM2 },
          { header: words.price, width: 16, value: (u) => u.totalPrice },
          {
            header: words.status,
            width: 20,
            value: (u) => enums.unitStatus[u.status as UnitStatus] ?? u.status,
          },
          { header: words.client, width: 30, value: (u) => u.clientName },
          {
            header: words.phone,
            width: 16,
            value: (u) => (u.clientPhone ? formatPhone(u.clientPhone) : null),
          },
          { header: words.contract, width: 14, value: (u) => u.contractNumber },
        ];
      },
    },
  });
  r.get(
    "/api/uy/:id",
    {
      config: { recordScope: PROPERTY, access: { pages: UNITS_WITH_CLIENTS_PAGES } },
      schema: {
        tags: ["property"],
        summary: "One unit with where it is and who holds it",
        params: idParams,
        response: { 200: unitRowSchema },
      },
    },
    async (request) => unitRow(db, request.params.id, await request.authenticate()),
  );
  r.patch(
    "/api/uy/:id",
    {
      config: { recordScope: PROPERTY, access: { actions: ["property_edit"] } },
      schema: {
        tags: ["property"],
        summary: "Change a free unit's price, area, type or finishing, or take it off sale",
        params: idParams,
        body: updateUnitBodySchema,
        response: { 200: unitRowSchema },
      },
    },
    async (request) => {
      return updateUnit(db, request.params.id, request.body, await request.authenticate());
    },
  );
}
