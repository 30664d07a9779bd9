import { formatPhone, type HandoverSort } from "@makon/shared";
import { Button, type ButtonProps } from "antd";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { directionsOf } from "../../../../lib/ui/url-params";
import { type HandoverParams, type HandoverSortColumn, SORT_OF, sortOrder } from "../../list-params";
import { contractPath } from "../../paths";

/** What every row names: the contract, its buyer and the unit. */
export interface DealRow {
  contractId: number;
  contractNumber: string;
  clientName: string;
  clientPhone: string;
  unitNumber: string;
  objectName: string;
  buildingName: string;
}

type T = TFunction<"handover">;

/** A server-sorted column's props for the current sort. */
export const sortable = (sort: HandoverSort, column: HandoverSortColumn) => ({
  sorter: true,
  sortOrder: sortOrder(sort, column),
  sortDirections: directionsOf(SORT_OF[column]),
});

/** The contract number (a link to its screen when the user has it). */
export function ContractLink({ row, linked }: { row: DealRow; linked: boolean }) {
  return linked ? (
    <Link to={contractPath(row.contractId)} className="ho-number" onClick={(e) => e.stopPropagation()}>
      {row.contractNumber}
    </Link>
  ) : (
    <span className="ho-number">{row.contractNumber}</span>
  );
}

export function ClientCell({ row }: { row: DealRow }) {
  return (
    <span className="ho-stack">
      <span className="ho-client">{row.clientName}</span>
      <span className="ho-muted ho-num">{formatPhone(row.clientPhone)}</span>
    </span>
  );
}

export function UnitCell({ row, t }: { row: DealRow; t: T }) {
  return (
    <span className="ho-stack">
      <span>{row.objectName}</span>
      <span className="ho-muted">
        {t("common.unitShort", { building: row.buildingName, number: row.unitNumber })}
      </span>
    </span>
  );
}

/** What every tab's table is handed by the tab: its page of rows and the list's state. */
export interface TabTableProps<P> {
  page: P | undefined;
  loading: boolean;
  params: HandoverParams;
  onParamsChange: (change: Partial<HandoverParams>) => void;
  emptyText: string;
}

/** A small button in a row; its click does not open the row too. */
export function RowButton({
  onClick,
  ...props
}: Omit<ButtonProps, "onClick" | "size"> & { onClick: () => void }) {
  return (
    <Button
      size="small"
      {...props}
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    />
  );
}
