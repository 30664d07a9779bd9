import type { Catalogue } from "@makon/shared";
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from "fastify";
import type { z } from "zod";
import type { Db } from "../db/types";
import type { RouteAccess } from "../plugins/access";
import { type ExcelColumn, sendXlsx, sendXlsxFile, type XlsxFile } from "./excel";
import { sendJsonText } from "./sql-json";
import { sendRemembered } from "./version-cache";
import { fileWords, myWords } from "./words";

/** A list's query: its filters, sort and search, plus the page (the export sends all but the page). */
type ListQuery = z.ZodObject<{ page: z.ZodType; size: z.ZodType } & z.ZodRawShape>;

/** Who asks: the signed-in user with their rights and record scope (plugins/auth). */
type Viewer = Awaited<ReturnType<FastifyRequest["authenticate"]>>;

/**
 * A page remembered until the tables it is read from change (lib/version-cache): as JSON the
 * database wrote in the answer's form, or as the answer's object, shaped by the answer schema.
 */
export type RememberedPage<A extends z.ZodType> = {
  /** Everything the answer depends on besides the data: the query, the viewer's scope, the day. */
  key: string;
  tables: readonly string[];
} & ({ json: (seen: string) => Promise<string> } | { compute: (seen: string) => Promise<z.input<A>> });

/** A page's JSON text, written by the database in the answer's form (decision 33): sent as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A list's Excel file: the whole filter, every page, in the reader's language. Either rows and
 * their columns, or a file the module makes itself (a report with a totals line, several sheets).
 */
export type ListExport<Q, Row> = {
  summary: string;
  /** Who may download, when it differs from who may read the list (export_excel is always added). */
  access?: RouteAccess;
  /** The export's own query, when it is not the list's query without the page. */
  query?: z.ZodType;
} & (
  | {
      /** The file's name (Latin in every language, see lib/words fileWords), maybe naming the filter. */
      file: (words: Catalogue["documents"], query: Q) => string;
      rows: (query: Q, viewer: Viewer) => Promise<Row[]>;
      columns: (words: Catalogue, query: Q) => ExcelColumn<Row>[];
    }
  | { make: (query: Q, viewer: Viewer, words: Catalogue) => Promise<XlsxFile> }
);

/**
 * One list as the API serves it: GET `url` answers a page, GET `url/export` the same filter as a
 * spreadsheet. Both read the one query schema the web's list screen writes (packages/shared), so
 * a filter added there is a filter of the page and of its file at once.
 */
export interface ListDeclaration<Q extends ListQuery, A extends z.ZodType, Row> {
  url: string;
  tags: string[];
  summary: string;
  access: RouteAccess;
  /** Further route settings: the record scope's note, `remembers` (plugins/auth). */
  config?: Omit<FastifyContextConfig, "access">;
  query: Q;
  answer: A;
  /** Never kept by a browser or a proxy (Cache-Control: no-store): a page naming one person's work. */
  noStore?: boolean;
  /**
   * The page: an answer to shape and send, its JSON text (JsonText), or a page remembered until
   * its data changes (RememberedPage). `request` brings the change counters its session lookup
   * read, for a page that reads them itself.
   */
  page: (
    query: z.infer<Q>,
    viewer: Viewer,
    request: FastifyRequest,
  ) => Promise<z.input<A> | JsonText> | { remembered: RememberedPage<A> };
  export?: ListExport<Omit<z.infer<Q>, "page" | "size">, Row>;
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Registers a list's page and, when declared, its export. */
export function registerList<Q extends ListQuery, A extends z.ZodType, Row>(
  app: FastifyInstance,
  db: Db,
  list: ListDeclaration<Q, A, Row>,
): void {
  // The routes' options are typed loosely on purpose: Fastify's types cannot resolve a reply
  // type from a generic schema. The schemas still parse the query and shape the answer (the
  // app's zod compilers), and the declaration's own types hold the code to them.
  const pageRoute: RouteShorthandOptions = {
    config: { ...list.config, access: list.access },
    schema: {
      tags: list.tags,
      summary: list.summary,
      querystring: list.query,
      response: { 200: list.answer },
    },
  };
  app.get(list.url, pageRoute, async (request: FastifyRequest, reply: FastifyReply) => {
    const page = list.page(request.query as z.infer<Q>, await request.authenticate(), request);
    if (list.noStore) reply.header("cache-control", "no-store");
    if ("remembered" in page) {
      const { key, tables, ...made } = page.remembered;
      if ("json" in made) return sendRemembered(request, reply, db, { key, tables, json: made.json });
      return sendRemembered(request, reply, db, { key, tables, compute: made.compute, schema: list.answer });
    }
    const answer = await page;
    return answer instanceof JsonText ? sendJsonText(reply, answer.text) : reply.send(answer);
  });
  const file = list.export;
  if (!file) return;
  const exportAccess = file.access ?? list.access;
  const exportRoute: RouteShorthandOptions = {
    config: {
      access: {
        ...exportAccess,
        allActions: [
          ...("allActions" in exportAccess ? (exportAccess.allActions ?? []) : []),
          "export_excel",
        ],
      },
    },
    schema: {
      tags: list.tags,
      summary: file.summary,
      querystring: file.query ?? list.query.omit({ page: true, size: true }),
      produces: [XLSX],
    },
  };
  app.get(`${list.url}/export`, exportRoute, async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Omit<z.infer<Q>, "page" | "size">;
    // The words of the reader's language (the catalogue, never written here).
    const words = await myWords(request);
    const viewer = await request.authenticate();
    if ("make" in file) return sendXlsxFile(reply, await file.make(query, viewer, words));
    const rows = await file.rows(query, viewer);
    return sendXlsx(
      reply,
      { name: file.file(fileWords, query), sheet: words.documents.sheet },
      rows,
      file.columns(words, query),
    );
  });
}
