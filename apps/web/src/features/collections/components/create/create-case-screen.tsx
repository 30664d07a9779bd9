import { ArrowLeftOutlined } from "@ant-design/icons";
import type { DebtorRow } from "@makon/shared";
import { Alert, Button, Form, Input, Select } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiError, useErrorText } from "../../../../lib/api";
import { formatMoney } from "../../../../lib/format-money";
import { useCurrentUser } from "../../../../lib/session";
import { PageHeader } from "../../../../lib/ui/page-header";
import { ID_MAX, intParam } from "../../../../lib/ui/url-params";
import { useDebouncedValue } from "../../../../lib/ui/use-debounced-value";
import { useOpenCase } from "../../api/use-case-mutations";
import { useCollectors } from "../../api/use-collectors";
import { useDebtors } from "../../api/use-debtors";
import { DEFAULT_DEBTOR_SORT, type DebtorParams } from "../../debtor-params";
import { COLLECTIONS_PATH, casePath } from "../../paths";
import { CollectorSelect } from "../collector-select";
import { DebtorFigures } from "./debtor-figures";
import "../../collections.css";

/** The debtors search of this screen: the first page of matches. */
const lookup = (q: string): DebtorParams => ({
  page: 1,
  size: 20,
  q,
  band: undefined,
  objectId: undefined,
  assigneeId: undefined,
  statuses: [],
  promiseBroken: false,
  sort: DEFAULT_DEBTOR_SORT,
});

/** The open case of a refused create: from the answer's details, else from the debtors list. */
function openCaseId(error: unknown, debtor: DebtorRow | undefined): number | null {
  if (!(error instanceof ApiError) || error.code !== "DEBT_CASE_OPEN") return null;
  const details = error.details as { caseId?: unknown } | undefined;
  if (typeof details?.caseId === "number") return details.caseId;
  return debtor?.caseId ?? null;
}

/** /undiruv-create: a case for one debtor found by search (or given by ?contractId=). */
export function CreateCaseScreen({ title }: { title: string }) {
  const { t } = useTranslation("collections");
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const { data: user } = useCurrentUser();
  const collectors = useCollectors(true);
  const create = useOpenCase();
  const [contractId, setContractId] = useState<number | undefined>(() =>
    intParam(search.get("contractId"), 1, ID_MAX),
  );
  // A debtor given in the address (?contractId=&q=number) is looked up by its number once.
  const [given] = useState(() => (search.get("q") ?? "").trim().slice(0, 100));
  const preset = useDebtors(lookup(given), contractId !== undefined && given !== "");
  const [text, setText] = useState("");
  const q = useDebouncedValue(text, 300).trim();
  const [assigneeId, setAssigneeId] = useState<number | undefined>(
    user?.dostup.includes("debt_work") ? user.id : undefined,
  );
  const [note, setNote] = useState("");
  const debtors = useDebtors(lookup(q), q !== "");
  const found = debtors.data?.items ?? [];
  // The chosen debtor stays shown while a new search runs.
  const [chosen, setChosen] = useState<DebtorRow | undefined>(undefined);
  const debtor = useMemo(
    () =>
      chosen?.contractId === contractId
        ? chosen
        : (preset.data?.items.find((d) => d.contractId === contractId) ??
          found.find((d) => d.contractId === contractId)),
    [found, preset.data, contractId, chosen],
  );
  const caseId = openCaseId(create.error, debtor);

  const submit = () => {
    if (contractId === undefined) return;
    create.mutate(
      {
        contractId,
        ...(assigneeId === undefined ? {} : { assigneeId }),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      { onSuccess: ({ id }) => navigate(casePath(id)) },
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(COLLECTIONS_PATH)}>
            {t("common.back")}
          </Button>
        }
      />
      <div className="dc-create">
        <Form layout="vertical" requiredMark={false} onFinish={submit} className="dc-card dc-create-form">
          <Form.Item
            label={t("create.contract")}
            extra={t("create.contractHint")}
            htmlFor="dc-create-contract"
          >
            <Select<number>
              id="dc-create-contract"
              showSearch={{ filterOption: false, onSearch: setText }}
              placeholder={t("create.contractPlaceholder")}
              value={debtor ? contractId : undefined}
              loading={debtors.isFetching || preset.isFetching}
              notFoundContent={q && !debtors.isFetching ? t("create.noDebtor") : null}
              onChange={(id) => {
                setContractId(id);
                setChosen(found.find((d) => d.contractId === id));
                create.reset();
              }}
              options={(found.length > 0 || !debtor ? found : [debtor]).map((d) => ({
                value: d.contractId,
                label: `${d.contractNumber} · ${d.clientName} · ${formatMoney(d.overdueAmount)}`,
              }))}
            />
          </Form.Item>
          {preset.isSuccess && contractId !== undefined && !debtor && (
            <Alert type="info" showIcon className="dc-alert" title={t("create.notDebtor")} />
          )}
          <Form.Item label={t("common.collector")} htmlFor="dc-create-collector">
            <CollectorSelect
              id="dc-create-collector"
              collectors={collectors.data}
              loading={collectors.loading}
              value={assigneeId}
              onChange={setAssigneeId}
            />
          </Form.Item>
          <Form.Item label={t("create.note")} htmlFor="dc-create-note">
            <Input.TextArea
              id="dc-create-note"
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Form.Item>
          {create.isError && (
            <Alert
              type="error"
              showIcon
              role="alert"
              className="dc-alert"
              title={errorText(create.error)}
              description={caseId !== null && <Link to={casePath(caseId)}>{t("create.openCase")}</Link>}
            />
          )}
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending}
            disabled={contractId === undefined || debtor === undefined}
          >
            {t("create.submit")}
          </Button>
        </Form>
        {debtor && <DebtorFigures debtor={debtor} />}
      </div>
    </>
  );
}
