import { BUILD_STATUSES, type BuildingAbout } from "@makon/shared";
import { App, DatePicker, Form, Input, Select, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../../lib/api";
import { RecordFormModal } from "../../../../lib/ui/record-form-modal";
import { useUpdateBuilding } from "../api/use-building";
import {
  BUILDING_NAME_MAX,
  type BuildingFormValues,
  toBuildingFormValues,
  toUpdateBuildingBody,
} from "../building-form";

interface BuildingFormModalProps {
  building: BuildingAbout;
  onClose: () => void;
}

/** Edit a building's name, construction stage, completion date and bank approval. */
export function BuildingFormModal({ building, onClose }: BuildingFormModalProps) {
  const { t } = useTranslation("objects");
  const errorText = useErrorText();
  const { message } = App.useApp();
  const [form] = Form.useForm<BuildingFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateBuilding();

  const submit = (values: BuildingFormValues) => {
    setFailure(null);
    const body = toUpdateBuildingBody(values, building);
    if (Object.keys(body).length === 0) {
      void message.info(t("buildingForm.noChanges"));
      onClose();
      return;
    }
    update.mutate(
      { id: building.id, body },
      {
        onSuccess: () => {
          void message.success(t("saved"));
          onClose();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <RecordFormModal
      form={form}
      save={{ submit, failure, clearFailure: () => setFailure(null), saving: update.isPending }}
      title={t("buildingForm.title")}
      okText={t("save")}
      cancelText={t("cancel")}
      width={520}
      onClose={onClose}
      requiredMark
      initialValues={toBuildingFormValues(building)}
    >
      <Form.Item
        name="name"
        label={t("buildingForm.name")}
        rules={[
          { required: true, whitespace: true, message: t("buildingForm.nameRequired") },
          { max: BUILDING_NAME_MAX, message: t("buildingForm.nameLong") },
        ]}
      >
        <Input maxLength={BUILDING_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="buildStatus" label={t("buildingForm.buildStatus")} rules={[{ required: true }]}>
        <Select options={BUILD_STATUSES.map((s) => ({ value: s, label: t(`buildStatus.${s}`) }))} />
      </Form.Item>
      <Form.Item name="completionDate" label={t("buildingForm.completionDate")}>
        <DatePicker
          format="DD.MM.YYYY"
          placeholder={t("buildingForm.completionPlaceholder")}
          style={{ width: "100%" }}
        />
      </Form.Item>
      <Form.Item name="bankApproved" label={t("buildingForm.bankApproved")} valuePropName="checked">
        <Switch />
      </Form.Item>
    </RecordFormModal>
  );
}
