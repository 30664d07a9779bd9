import { planLayout } from "@makon/shared";
import { Alert, App, Button, Empty, Form, Spin } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, useErrorText } from "../../../../lib/api";
import { useDebouncedValue } from "../../../../lib/ui/use-debounced-value";
import { useActiveObjects } from "../api/use-active-objects";
import { type CreatedBuilding, useCreateBuilding } from "../api/use-create-building";
import {
  checkLayout,
  DEFAULT_LAYOUT_VALUES,
  type LayoutFormValues,
  previewInput,
  toCreateBody,
} from "../layout-model";
import { buildPreview, positionKey } from "../preview-model";
import { useIssueText } from "../use-issue-text";
import { useUnitOverrides } from "../use-unit-overrides";
import { BuildingCreated } from "./building-created";
import { BuildingFields } from "./building-fields";
import { EntranceOverrides } from "./entrance-overrides";
import { FloorOverrides } from "./floor-overrides";
import { LayoutPreview } from "./layout-preview";
import { PreviewTotals } from "./preview-totals";
import { SaveBar } from "./save-bar";
import { UnitOverrideModal } from "./unit-override-modal";

/** Fields a new form starts without: they complain under the box only once touched. */
const INCOMPLETE_FIELDS: ReadonlySet<string> = new Set(["objectId", "name"]);

/** The layout generator: the form, a live preview planned by the shared planLayout, and saving. */
export function BuildingTab({ canEdit, objectId }: { canEdit: boolean; objectId: number | null }) {
  const { t } = useTranslation("infoAdd");
  const { message } = App.useApp();
  const errorText = useErrorText();
  const issueText = useIssueText();
  const [form] = Form.useForm<LayoutFormValues>();
  const create = useCreateBuilding();
  const [created, setCreated] = useState<CreatedBuilding | null>(null);
  const [startObject, setStartObject] = useState(objectId);
  const objects = useActiveObjects();
  const units = useUnitOverrides();

  // A link from an archived (or unknown) object must not preselect it: a building cannot go there.
  const loaded = objects.data !== undefined;
  useEffect(() => {
    if (!loaded || created) return;
    const current = form.getFieldValue("objectId") as number | undefined;
    if (current !== undefined && !objects.active.some((o) => o.id === current))
      form.setFieldValue("objectId", undefined);
  }, [loaded, objects.active, form, created]);

  const watched = Form.useWatch((v: LayoutFormValues) => v, form);
  // Planning waits for typing to pause; the preview of 5,000 units is then built once. Until
  // someone types, there is no pause to wait for: the screen opens with its preview.
  const values = useDebouncedValue(watched, form.isFieldsTouched() ? 250 : 0);
  const input = useMemo(
    () => toCreateBody(values ?? DEFAULT_LAYOUT_VALUES, units.list),
    [values, units.list],
  );
  const check = useMemo(() => checkLayout(input), [input]);
  const layoutCheck = useMemo(() => checkLayout(previewInput(input)), [input]);
  const plan = useMemo(() => (layoutCheck.ok ? planLayout(layoutCheck.body) : null), [layoutCheck]);
  const grid = useMemo(() => (plan ? buildPreview(plan) : null), [plan]);
  const typing = watched !== values;

  const issues = check.ok ? [] : check.issues;
  const fieldErrors = useMemo(() => {
    const map = new Map<string, string>();
    for (const issue of issues) {
      if (issue.list || map.has(issue.field)) continue;
      const field = issue.field as keyof LayoutFormValues;
      if (INCOMPLETE_FIELDS.has(field) && !form.isFieldTouched(field)) continue;
      map.set(issue.field, issueText(issue));
    }
    return map;
  }, [issues, issueText, form]);
  // Only an empty object or name: the form is unfinished rather than wrong.
  const wrong = issues.some((i) => i.list || !INCOMPLETE_FIELDS.has(i.field));
  // An untouched form is not a wrong one: an empty object or name is reported once it was
  // touched (or a save tried), as under the boxes; the save button stays off meanwhile.
  const shownIssues = issues.filter(
    (i) =>
      i.list || !INCOMPLETE_FIELDS.has(i.field) || form.isFieldTouched(i.field as keyof LayoutFormValues),
  );
  const editing = useMemo(() => {
    const a = units.address;
    if (!a || !plan) return null;
    const unit = plan.units.find(
      (u) => u.entrance === a.entrance && u.floor === a.floor && u.position === a.position,
    );
    return unit ? { unit, hasOverride: units.keys.has(positionKey(a)) } : null;
  }, [units.address, units.keys, plan]);

  const save = () => {
    const now = checkLayout(toCreateBody(form.getFieldsValue(true) as LayoutFormValues, units.list));
    if (!now.ok || !canEdit) return;
    create.mutate(now.body, {
      onSuccess: (building) => {
        setCreated(building);
        setStartObject(building.objectId);
        units.clear();
        void message.success(t("created.subTitle", { count: building.unitsCount }));
      },
      onError: (error) => {
        // A taken name belongs under the name box; the bar below says it too.
        if (error instanceof ApiError && error.code === "BUILDING_NAME_TAKEN")
          form.setFields([{ name: "name", errors: [errorText(error)] }]);
      },
    });
  };

  const again = useCallback(() => {
    setCreated(null);
    create.reset();
  }, [create.reset]);

  if (created) return <BuildingCreated building={created} onAgain={again} />;

  return (
    <div className="ia-building">
      <Form<LayoutFormValues>
        form={form}
        name="building"
        layout="vertical"
        disabled={!canEdit}
        initialValues={{ ...DEFAULT_LAYOUT_VALUES, objectId: startObject ?? undefined }}
        onFinish={save}
        onValuesChange={(changed: Partial<LayoutFormValues>) => {
          if (!create.isError) return;
          create.reset();
          // The API's "name taken" was put on the box by hand; a new name takes it away.
          if ("name" in changed) form.setFields([{ name: "name", errors: [] }]);
        }}
        className="ia-panel"
      >
        <BuildingFields errors={fieldErrors} canAddObject={canEdit} />
        <EntranceOverrides disabled={!canEdit} />
        <FloorOverrides disabled={!canEdit} />
      </Form>

      {/* Above the preview: a building of 100 floors must not push the button out of reach. */}
      <SaveBar
        issues={canEdit ? shownIssues : []}
        count={check.count}
        wrong={wrong}
        disabled={!canEdit || !check.ok}
        saving={create.isPending}
        failure={create.isError ? errorText(create.error) : null}
        onSave={() => form.submit()}
      />

      <section className="ia-panel" aria-label={t("preview.title")}>
        <div className="ia-preview-head">
          <h3 className="ia-section-title">{t("preview.title")}</h3>
          {typing && <Spin size="small" aria-label={t("preview.updating")} />}
        </div>
        {grid ? (
          <>
            <PreviewTotals totals={grid.totals} />
            {canEdit && <p className="ia-hint">{t("preview.hint")}</p>}
            {units.list.length > 0 && (
              <Alert
                type="info"
                className="ia-overrides-note"
                title={t("preview.overrides", { count: units.list.length })}
                action={
                  <Button size="small" onClick={units.clear}>
                    {t("preview.clearOverrides")}
                  </Button>
                }
              />
            )}
            <LayoutPreview grid={grid} edited={units.keys} onOpen={canEdit ? units.open : undefined} />
          </>
        ) : (
          <Empty description={t("preview.invalid")} />
        )}
      </section>

      {editing && (
        <UnitOverrideModal
          unit={editing.unit}
          hasOverride={editing.hasOverride}
          onApply={units.apply}
          onReset={units.reset}
          onClose={units.close}
        />
      )}
    </div>
  );
}
