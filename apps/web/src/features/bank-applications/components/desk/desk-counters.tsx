import { ClockCircleOutlined, HourglassOutlined, InboxOutlined } from "@ant-design/icons";
import type { BankDesk, BankLevel } from "@makon/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { bankPaths } from "../../bank-level";

interface Counter {
  key: string;
  label: string;
  value: number;
  icon: ReactNode;
  /** The list filtered to what the counter counts. */
  to: string;
  tone: "blue" | "orange" | "red";
}

/** Unassigned, waiting for the head's decision, stale: each opens the list filtered to it. */
export function DeskCounters({ level, desk }: { level: BankLevel; desk: BankDesk }) {
  const { t } = useTranslation("bankApplications");
  const list = bankPaths(level).list;
  // The desk's stale count is the list of minDays=staleDays (the API counts them alike).
  const counters: Counter[] = [
    {
      key: "unassigned",
      label: t("desk.unassigned"),
      value: desk.unassigned,
      icon: <InboxOutlined />,
      to: `${list}?view=unassigned`,
      tone: "blue",
    },
    {
      key: "waiting",
      label: t("desk.waiting"),
      value: desk.waiting,
      icon: <HourglassOutlined />,
      to: `${list}?view=open&status=under_review`,
      tone: "orange",
    },
    {
      key: "stale",
      label: t("desk.stale", { days: desk.staleDays }),
      value: desk.stale,
      icon: <ClockCircleOutlined />,
      to: `${list}?view=open&minDays=${desk.staleDays}&sort=statusChanged`,
      tone: "red",
    },
  ];
  return (
    <ul className="ba-counters" aria-label={t("desk.counters")}>
      {counters.map((c) => (
        <li key={c.key}>
          <Link to={c.to} className={`ba-counter ba-counter-${c.tone}`} data-testid={`ba-counter-${c.key}`}>
            <span className="ba-counter-icon" aria-hidden>
              {c.icon}
            </span>
            <span className="ba-counter-value">{c.value}</span>
            <span className="ba-counter-label">{c.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
