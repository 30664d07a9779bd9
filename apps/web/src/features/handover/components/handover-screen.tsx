import { Tabs } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../lib/ui/page-header";
import { oneOf } from "../../../lib/ui/url-params";
import { useAddressSearch } from "../../../lib/ui/use-address-search";
import {
  actIdFromSearch,
  freshParams,
  type HandoverParams,
  handoverParamsFromSearch,
  handoverSearchEntries,
} from "../list-params";
import { ActDrawer } from "./act/act-drawer";
import { ActForm, type ActTarget } from "./act/act-form";
import { ListTab } from "./list/list-tab";
import { SettingsTab } from "./settings-tab";
import { useHandoverRights } from "./use-handover-rights";
import "../handover.css";

const TABS = ["ready", "appointments", "handed", "defects", "settings"] as const;
type ScreenTab = (typeof TABS)[number];

/**
 * /topshiruv: deals ready for handover, appointments, the acts, their defects and (for those who
 * permit) the settings; the tab, view, filters, page and the open act all live in the address.
 */
export function HandoverScreen({ title }: { title: string }) {
  const { t } = useTranslation("handover");
  const rights = useHandoverRights();
  const [search, setSearch] = useAddressSearch();
  const [making, setMaking] = useState<ActTarget | null>(null);
  const shown = TABS.filter((tab) => tab !== "settings" || rights.permit);
  const tab = oneOf(shown, search.get("tab")) ?? "ready";
  const params = useMemo(() => handoverParamsFromSearch(search), [search]);
  const actId = actIdFromSearch(search);

  // A change is laid over the address as it is when applied, not as this render saw it.
  const setParams = useCallback(
    (change: Partial<HandoverParams>) =>
      setSearch(
        (current) =>
          new URLSearchParams(handoverSearchEntries({ ...handoverParamsFromSearch(current), ...change })),
        { replace: true },
      ),
    [setSearch],
  );
  const changeTab = (next: ScreenTab) =>
    next === "settings"
      ? setSearch(new URLSearchParams([["tab", "settings"]]), { replace: true })
      : setParams(freshParams(next));
  // The act opens over the list, in the address, so it can be linked and closed with Back.
  const openAct = useCallback(
    (id: number) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set("act", String(id));
        return next;
      }),
    [setSearch],
  );
  const closeAct = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("act");
        return next;
      },
      { replace: true },
    );

  // Only the open tab is rendered: the others ask the server for nothing.
  const body = (key: ScreenTab) => {
    if (key !== tab) return null;
    if (key === "settings") return <SettingsTab />;
    return <ListTab params={params} onParamsChange={setParams} onOpenAct={openAct} onMakeAct={setMaking} />;
  };

  return (
    <>
      <PageHeader title={title} />
      <section className="ho-panel" aria-label={title}>
        <Tabs
          activeKey={tab}
          onChange={(key) => changeTab(key as ScreenTab)}
          items={shown.map((key) => ({ key, label: t(`tabs.${key}`), children: body(key) }))}
          className="ho-tabs"
        />
      </section>
      <ActDrawer id={actId} onClose={closeAct} />
      {making && (
        <ActForm
          target={making}
          onClose={(createdId) => {
            setMaking(null);
            if (createdId !== null) openAct(createdId);
          }}
        />
      )}
    </>
  );
}
