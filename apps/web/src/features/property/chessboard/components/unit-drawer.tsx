import {
  FINISHING_TYPES,
  type Finishing,
  formatDateTime,
  formatNumber,
  UNIT_TYPES,
  type UnitType,
  type UnitWithClient,
  type UpdateUnitBody,
} from "@makon/shared";
import { Alert, App, Button, Descriptions, Form, InputNumber, Select, Space, Switch, Tag } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { BookingCountdown } from "../../../../lib/ui/booking-countdown";
import { DrawerCancelButton, FormDrawer } from "../../../../lib/ui/form-drawer";
import { UNIT_STATUS_COLORS } from "../../../../lib/ui/unit-status-colors";
import { useUpdateUnit } from "../api/use-update-unit";
import { formatSum, isEditable, totalFor } from "../board-model";

interface UnitForm {
  pricePerM2: number;
  rooms: number;
  areaM2: number;
  type: UnitType;
  finishing: Finishing;
  notForSale: boolean;
}

const formOf = (u: UnitWithClient): UnitForm => ({
  pricePerM2: u.pricePerM2,
  rooms: u.rooms,
  areaM2: u.areaM2,
  type: u.type,
  finishing: u.finishing,
  notForSale: u.status === "not_for_sale",
});

/** Only the fields that changed: an empty body means nothing to save. */
function changes(before: UnitForm, after: UnitForm): UpdateUnitBody {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(before) as (keyof UnitForm)[]) {
    if (before[key] !== after[key]) body[key] = after[key];
  }
  return body as UpdateUnitBody;
}

/** The units the drawer picks from and their entrances: a whole board, or just one floor. */
export interface DrawerUnits {
  units: UnitWithClient[];
  entrances: { id: number; number: number }[];
}

interface UnitDrawerProps {
  board: DrawerUnits | undefined;
  unitId: number | null;
  canEdit: boolean;
  onClose: () => void;
  /** Called after a save, for screens that show the unit from another query (the floor page). */
  onSaved?: () => void;
}

/** A unit's details, with the edit form for a free unit when the user has property_edit. */
export function UnitDrawer({ board, unitId, canEdit, onClose, onSaved }: UnitDrawerProps) {
  const { t } = useTranslation("chessboard");
  const unit = unitId === null ? undefined : board?.units.find((u) => u.id === unitId);
  const entrance = unit && board?.entrances.find((e) => e.id === unit.entranceId);
  const editable = canEdit && unit !== undefined && isEditable(unit.status);
  const sum = (v: number) => t("drawer.sum", { value: formatSum(v) });

  return (
    <FormDrawer
      open={unit !== undefined}
      onClose={onClose}
      title={unit ? t("drawer.title", { number: unit.number }) : ""}
      size={440}
      destroyOnHidden
      className="cb-drawer"
    >
      {unit && (
        <>
          <Descriptions column={1} size="small" bordered className="cb-details">
            <Descriptions.Item label={t("drawer.status")}>
              <Tag color={UNIT_STATUS_COLORS[unit.status]}>{t(`status.${unit.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t("drawer.entrance")}>{entrance?.number ?? "—"}</Descriptions.Item>
            <Descriptions.Item label={t("drawer.floor")}>{unit.floor}</Descriptions.Item>
            <Descriptions.Item label={t("drawer.rooms")}>{unit.rooms}</Descriptions.Item>
            <Descriptions.Item label={t("drawer.area")}>{formatNumber(unit.areaM2, 2)}</Descriptions.Item>
            <Descriptions.Item label={t("drawer.pricePerM2")}>{sum(unit.pricePerM2)}</Descriptions.Item>
            <Descriptions.Item label={t("drawer.total")}>{sum(unit.totalPrice)}</Descriptions.Item>
            <Descriptions.Item label={t("drawer.type")}>{t(`type.${unit.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t("drawer.finishing")}>
              {t(`finishing.${unit.finishing}`)}
            </Descriptions.Item>
            {unit.clientName && (
              <Descriptions.Item label={t("drawer.client")}>{unit.clientName}</Descriptions.Item>
            )}
            {unit.contractNumber && (
              <Descriptions.Item label={t("drawer.contract")}>{unit.contractNumber}</Descriptions.Item>
            )}
            {unit.bookingExpiresAt && (
              <Descriptions.Item label={t("drawer.bookingExpires")}>
                <BookingCountdown expiresAt={unit.bookingExpiresAt} /> ·{" "}
                {formatDateTime(unit.bookingExpiresAt)}
              </Descriptions.Item>
            )}
          </Descriptions>
          {editable && <UnitEditForm key={unit.id} unit={unit} onDone={onClose} onSaved={onSaved} />}
          {canEdit && !editable && (
            <Alert className="cb-locked" type="info" showIcon title={t("drawer.locked")} />
          )}
        </>
      )}
    </FormDrawer>
  );
}

function UnitEditForm({
  unit,
  onDone,
  onSaved,
}: {
  unit: UnitWithClient;
  onDone: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation("chessboard");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [form] = Form.useForm<UnitForm>();
  const update = useUpdateUnit();
  const price = Form.useWatch("pricePerM2", form) ?? unit.pricePerM2;
  const area = Form.useWatch("areaM2", form) ?? unit.areaM2;
  const initial = formOf(unit);

  useEffect(() => {
    update.reset();
  }, [update.reset]);

  const save = (values: UnitForm) => {
    const body = changes(initial, values);
    if (Object.keys(body).length === 0) {
      void message.info(t("drawer.noChanges"));
      return;
    }
    update.mutate(
      { id: unit.id, buildingId: unit.buildingId, body },
      {
        onSuccess: () => {
          void message.success(t("drawer.saved"));
          onSaved?.();
          onDone();
        },
        onError: (error) => {
          void message.error(errorText(error));
        },
      },
    );
  };

  const required = [{ required: true, message: t("drawer.required") }];
  return (
    <Form<UnitForm>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={save}
      className="cb-edit-form"
      requiredMark={false}
    >
      <h4 className="cb-edit-title">{t("drawer.edit")}</h4>
      <Form.Item name="pricePerM2" label={t("drawer.pricePerM2")} rules={required}>
        <InputNumber<number>
          min={0}
          max={1_000_000_000}
          step={100_000}
          precision={0}
          className="cb-full"
          formatter={(v) => (v === undefined || v === null ? "" : formatSum(Number(v)))}
          parser={(v) => Number((v ?? "").replace(/\D/g, ""))}
        />
      </Form.Item>
      <div className="cb-form-row">
        <Form.Item name="rooms" label={t("drawer.rooms")} rules={required}>
          <InputNumber<number> min={0} max={20} precision={0} className="cb-full" />
        </Form.Item>
        <Form.Item name="areaM2" label={t("drawer.area")} rules={required}>
          <InputNumber<number>
            min={0.01}
            max={10_000}
            step={0.1}
            precision={2}
            decimalSeparator=","
            className="cb-full"
          />
        </Form.Item>
      </div>
      <div className="cb-total" data-total={totalFor(price, area)}>
        {t("drawer.total")}: <strong>{t("drawer.sum", { value: formatSum(totalFor(price, area)) })}</strong>
      </div>
      <div className="cb-form-row">
        <Form.Item name="type" label={t("drawer.type")}>
          <Select options={UNIT_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))} />
        </Form.Item>
        <Form.Item name="finishing" label={t("drawer.finishing")}>
          <Select options={FINISHING_TYPES.map((v) => ({ value: v, label: t(`finishing.${v}`) }))} />
        </Form.Item>
      </div>
      <Form.Item name="notForSale" label={t("drawer.notForSale")} valuePropName="checked">
        <Switch />
      </Form.Item>
      {update.isError && (
        <Alert type="error" showIcon title={errorText(update.error)} className="cb-save-error" />
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t("drawer.save")}
        </Button>
        <DrawerCancelButton>{t("drawer.cancel")}</DrawerCancelButton>
      </Space>
    </Form>
  );
}
