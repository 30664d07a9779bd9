import { ACTION_AREAS, PAGE_AREAS, type PageKey, ROLE_PRESETS, type RolePreset } from "@makon/shared";
import { Checkbox, Select, Tooltip, Typography } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { access } from "../../../i18n/uz/access";
import {
  areaState,
  DETAIL_PAGE_PARENTS,
  detailsUnderParents,
  type LockedRights,
  NO_LOCKS,
  orderActions,
  orderPages,
  type Rights,
  rightsFromPreset,
  setArea,
  toggleKey,
} from "../rights";

type AreaName = keyof typeof access.areas;

interface RightsEditorProps {
  /** antd's Form.Item hands in the value and takes changes. */
  value?: Rights;
  onChange?: (rights: Rights) => void;
  /** Keys that stay ticked (the signed-in user's own right to manage employees). */
  locked?: LockedRights;
  /** Why a locked key cannot be unticked (shown as a tooltip). */
  lockedReason?: string;
  disabled?: boolean;
  /** Called after a role preset was copied in (the form fills an empty role title). */
  onPreset?: (preset: RolePreset) => void;
}

const isPageDetail = (key: string) => key in DETAIL_PAGE_PARENTS;
const EMPTY: Rights = { pagesDostup: [], dostup: [], clientScope: "own", contractScope: "own" };
const PAGE_TOTAL = PAGE_AREAS.reduce((n, a) => n + a.keys.length, 0);
const ACTION_TOTAL = ACTION_AREAS.reduce((n, a) => n + a.keys.length, 0);

/**
 * Every page key and action key by its Uzbek name, grouped by area, with "Hammasini tanlash"
 * per area and a role preset that copies its rights in. Detail pages sit under their list page.
 */
export function RightsEditor({
  value = EMPTY,
  onChange,
  locked = NO_LOCKS,
  lockedReason,
  disabled = false,
  onPreset,
}: RightsEditorProps) {
  const { t } = useTranslation("employees");
  const { t: ta } = useTranslation("access");
  const [preset, setPreset] = useState<string | null>(null);
  const presetId = useId();

  const setPages = (pagesDostup: string[]) => onChange?.({ ...value, pagesDostup: orderPages(pagesDostup) });
  const setActions = (dostup: string[]) => onChange?.({ ...value, dostup: orderActions(dostup) });

  const applyPreset = (role: string) => {
    const found = ROLE_PRESETS.find((p) => p.role === role);
    if (!found) return;
    setPreset(role);
    onChange?.(rightsFromPreset(found, locked));
    onPreset?.(found);
  };

  return (
    <div className="rights-editor">
      {/* A preset only makes sense while editing. */}
      {!disabled && (
        <div className="rights-preset">
          <label htmlFor={presetId} className="rights-preset-label">
            {t("rights.preset")}
          </label>
          <Select
            id={presetId}
            className="rights-preset-select"
            placeholder={t("rights.presetPlaceholder")}
            value={preset}
            onChange={applyPreset}
            disabled={disabled}
            options={ROLE_PRESETS.map((p) => ({ value: p.role, label: p.title }))}
            showSearch={{ optionFilterProp: "label" }}
          />
          <Typography.Text type="secondary" className="rights-preset-note">
            {t("rights.presetNote")}
          </Typography.Text>
        </div>
      )}

      <RightsBlock
        title={t("rights.pages")}
        count={value.pagesDostup.length}
        total={PAGE_TOTAL}
        areas={PAGE_AREAS}
        selected={value.pagesDostup}
        locked={locked.pages}
        lockedReason={lockedReason}
        disabled={disabled}
        onChange={setPages}
        labelOf={(key) => ta(`pages.${key as PageKey}`)}
        isDetail={isPageDetail}
        nestDetails
        testId="rights-pages"
      />
      <RightsBlock
        title={t("rights.actions")}
        count={value.dostup.length}
        total={ACTION_TOTAL}
        areas={ACTION_AREAS}
        selected={value.dostup}
        locked={locked.actions}
        lockedReason={lockedReason}
        disabled={disabled}
        onChange={setActions}
        labelOf={(key) => ta(`actions.${key as (typeof ACTION_AREAS)[number]["keys"][number]}`)}
        isDetail={() => false}
        nestDetails={false}
        testId="rights-actions"
      />
    </div>
  );
}

interface RightsBlockProps {
  title: string;
  count: number;
  total: number;
  areas: readonly { area: string; keys: readonly string[] }[];
  selected: string[];
  locked: readonly string[];
  lockedReason: string | undefined;
  disabled: boolean;
  onChange: (keys: string[]) => void;
  labelOf: (key: string) => string;
  isDetail: (key: string) => boolean;
  /** Show each list page's detail pages right under it (pages only). */
  nestDetails: boolean;
  testId: string;
}

function RightsBlock(props: RightsBlockProps) {
  const { t } = useTranslation("employees");
  const { t: ta } = useTranslation("access");
  const { title, count, total, areas, selected, locked, disabled, onChange } = props;
  return (
    <section className="rights-block" aria-label={title} data-testid={props.testId}>
      <div className="rights-block-head">
        <Typography.Title level={5} className="rights-block-title">
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{t("rights.selected", { count, total })}</Typography.Text>
      </div>
      <div className="rights-areas">
        {areas.map(({ area, keys: catalogueKeys }) => {
          const keys = props.nestDetails ? detailsUnderParents(catalogueKeys) : catalogueKeys;
          const state = areaState(selected, keys);
          const areaName = ta(`areas.${area as AreaName}`);
          return (
            <fieldset key={area} className="rights-area">
              {/* antd styles a legend as a heading; the visible head is a plain row. */}
              <legend className="rights-visually-hidden">{areaName}</legend>
              <div className="rights-area-head">
                <span className="rights-area-name" aria-hidden>
                  {areaName}
                </span>
                <Checkbox
                  checked={state.checked}
                  indeterminate={state.indeterminate}
                  disabled={disabled}
                  onChange={(e) => onChange(setArea(selected, keys, e.target.checked, locked))}
                  className="rights-area-all"
                >
                  {t("rights.selectAll")}
                </Checkbox>
              </div>
              <ul className="rights-keys">
                {keys.map((key) => {
                  const isLocked = locked.includes(key) && selected.includes(key);
                  const box = (
                    <Checkbox
                      checked={selected.includes(key)}
                      disabled={disabled || isLocked}
                      onChange={(e) => onChange(toggleKey(selected, key, e.target.checked, locked))}
                      data-key={key}
                    >
                      {props.labelOf(key)}
                    </Checkbox>
                  );
                  return (
                    <li
                      key={key}
                      className={props.isDetail(key) ? "rights-key rights-key-detail" : "rights-key"}
                    >
                      {isLocked && props.lockedReason ? (
                        <Tooltip title={props.lockedReason}>
                          <span className="rights-key-locked">{box}</span>
                        </Tooltip>
                      ) : (
                        box
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}
