import type { ClientScope } from "@makon/shared";
import { Alert, App, Typography } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../lib/api";
import { ExportButton } from "../../../lib/ui/list-toolbar";
import { PageHeader } from "../../../lib/ui/page-header";
import { useAddressSearch } from "../../../lib/ui/use-address-search";
import { useClients, useExportClients } from "../api/use-clients";
import {
  type ClientFilters,
  type ClientListParams,
  clientParamsFromSearch,
  clientSearch,
  openClientId,
} from "../client-params";
import { useClientRights } from "../use-client-rights";
import { ClientCardDrawer } from "./client-card-drawer";
import { type ClientExtraColumn, ClientsTable } from "./clients-table";
import { ClientsToolbar } from "./clients-toolbar";
import "../clients.css";

interface ClientsScreenProps {
  title: string;
  scope: ClientScope;
  extraColumns?: readonly ClientExtraColumn[];
  /** The export's fallback file name (the server usually names it). */
  exportName: string;
}

/**
 * A clients list screen: toolbar, server-paged table and the card. Filters, page and the open
 * card (`?client=`) live in the address, so a reload or a shared link shows the same thing.
 */
export function ClientsScreen({ title, scope, extraColumns, exportName }: ClientsScreenProps) {
  const { t } = useTranslation("clients");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const rights = useClientRights();
  const [search, setSearch] = useAddressSearch();
  const params = useMemo(() => clientParamsFromSearch(search), [search]);
  const openId = openClientId(search);
  const list = useClients(params, scope);
  const exporter = useExportClients();

  // A change is laid over the address as it is when applied, not as this render saw it.
  const setParams = useCallback(
    (change: Partial<ClientListParams>) =>
      setSearch((current) => clientSearch({ ...clientParamsFromSearch(current), ...change }, current), {
        replace: true,
      }),
    [setSearch],
  );
  const changeFilters = useCallback(
    (filters: Partial<ClientFilters>) => setParams({ ...filters, page: 1 }),
    [setParams],
  );
  const filters = useMemo<ClientFilters>(() => {
    const { page: _page, size: _size, sort: _sort, ...rest } = params;
    return rest;
  }, [params]);

  // Opening a card adds a history entry, so Back closes it; closing replaces it.
  const openCard = useCallback(
    (id: number) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set("client", String(id));
        return next;
      }),
    [setSearch],
  );
  const closeCard = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("client");
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const exportExcel = () =>
    exporter.mutate(
      { params, scope, fallbackName: exportName },
      { onError: (error) => void message.error(errorText(error)) },
    );

  const searching =
    filters.q.trim() !== "" || filters.step || filters.source || filters.from || filters.blacklisted;

  return (
    <>
      <PageHeader
        title={title}
        extra={
          rights.exportExcel && (
            <ExportButton onClick={exportExcel} loading={exporter.isPending}>
              {t("list.export")}
            </ExportButton>
          )
        }
      />
      {scope !== "all" && rights.scope !== "own" && (
        // Said, not guessed: a director's "my clients" hold every desk's, a head's their section's.
        <Typography.Paragraph type="secondary" className="cl-scope-note">
          {t(`list.whose.${rights.scope}.${scope}`)}
        </Typography.Paragraph>
      )}
      <section className="cl-panel" aria-label={title} aria-busy={list.isFetching}>
        <ClientsToolbar filters={filters} onChange={changeFilters} />
        {params.basket && (
          <Alert type="warning" showIcon className="cl-basket-note" title={t("list.basketNote")} />
        )}
        <ClientsTable
          query={list}
          params={params}
          onParamsChange={setParams}
          onOpen={openCard}
          extraColumns={extraColumns}
          emptyText={
            params.basket ? t("list.emptyBasket") : searching ? t("list.emptyFiltered") : t("list.empty")
          }
        />
      </section>
      <ClientCardDrawer clientId={openId} onClose={closeCard} />
    </>
  );
}
