import { PlusOutlined } from "@ant-design/icons";
import { Button, Tabs } from "antd";
import { type ReactNode, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../../lib/session";
import { PageHeader } from "../../../lib/ui/page-header";
import { oneOf } from "../../../lib/ui/url-params";
import { useAddressSearch } from "../../../lib/ui/use-address-search";
import { type CaseParams, caseParamsFromSearch, caseSearchEntries, type DebtCaseView } from "../case-params";
import { type DebtorParams, debtorParamsFromSearch, debtorSearchEntries } from "../debtor-params";
import { createPath } from "../paths";
import { BossTab } from "./boss/boss-tab";
import { CasesTab } from "./cases/cases-tab";
import { DebtorsTab } from "./debtors/debtors-tab";
import { SettingsTab } from "./settings-tab";
import "../collections.css";

const TABS = ["debtors", "cases", "boss", "sms", "settings"] as const;
type CollectionsTab = (typeof TABS)[number];

interface CollectionsScreenProps {
  title: string;
  /** The SMS outbox (another feature's), given by the page. */
  smsOutbox?: ReactNode;
}

/** /undiruv: debtors, cases, the boss's view, the SMS outbox and settings; all in the address. */
export function CollectionsScreen({ title, smsOutbox }: CollectionsScreenProps) {
  const { t } = useTranslation("collections");
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [search, setSearch] = useAddressSearch();
  const boss = user?.dostup.includes("debt_escalate") ?? false;
  const works = user?.dostup.includes("debt_work") ?? false;
  const canCreate = (works || boss) && (user?.pagesDostup.includes("undiruv-create") ?? false);
  // Collectors start on their own cases; the others on every open one.
  const defaultView: DebtCaseView = works ? "mine" : "open";
  const shown = TABS.filter((tab) => {
    if (tab === "boss" || tab === "settings") return boss;
    if (tab === "sms") return smsOutbox !== undefined;
    return true;
  });
  const tab = oneOf(shown, search.get("tab")) ?? "debtors";

  const debtorParams = useMemo(() => debtorParamsFromSearch(search), [search]);
  const caseParams = useMemo(() => caseParamsFromSearch(search, defaultView), [search, defaultView]);
  const withTab = useCallback(
    (next: CollectionsTab, entries: (current: URLSearchParams) => [string, string][]) =>
      setSearch(
        (current) =>
          new URLSearchParams([...(next === "debtors" ? [] : [["tab", next]]), ...entries(current)]),
        { replace: true },
      ),
    [setSearch],
  );
  // A change is laid over the address as it is when applied, not as this render saw it.
  const setDebtorParams = useCallback(
    (change: Partial<DebtorParams>) =>
      withTab("debtors", (current) => debtorSearchEntries({ ...debtorParamsFromSearch(current), ...change })),
    [withTab],
  );
  const setCaseParams = useCallback(
    (change: Partial<CaseParams>) =>
      withTab("cases", (current) =>
        caseSearchEntries({ ...caseParamsFromSearch(current, defaultView), ...change }, defaultView),
      ),
    [withTab, defaultView],
  );

  // Only the open tab is rendered: the others ask the server for nothing.
  const body = (key: CollectionsTab) => {
    if (key !== tab) return null;
    if (key === "debtors") return <DebtorsTab params={debtorParams} onParamsChange={setDebtorParams} />;
    if (key === "cases") return <CasesTab params={caseParams} onParamsChange={setCaseParams} />;
    if (key === "boss") return <BossTab />;
    if (key === "sms") return smsOutbox;
    return <SettingsTab />;
  };
  const items = shown.map((key) => ({ key, label: t(`tabs.${key}`), children: body(key) }));

  return (
    <>
      <PageHeader
        title={title}
        extra={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(createPath())}>
              {t("create.title")}
            </Button>
          )
        }
      />
      <section className="dc-panel" aria-label={title}>
        {/* A tab is a new list: its own filters start empty. */}
        <Tabs
          activeKey={tab}
          onChange={(key) => withTab(key as CollectionsTab, () => [])}
          items={items}
          className="dc-tabs"
        />
      </section>
    </>
  );
}
