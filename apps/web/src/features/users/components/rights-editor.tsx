import {
  ACTION_AREAS,
  PAGE_AREAS,
  type PageKey,
  RECORD_SCOPES,
  type RecordScope,
  ROLE_PRESETS,
  type RolePreset,
} from "@makon/shared";
import { Alert, Checkbox, Select, Tooltip, Typography } from "antd";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { access } from "../../../i18n/uz/access";
import {
  areaState,
  DETAIL_PAGE_PARENTS,
  detailsUnderParents,
  type Grantable,
  grantableScopes,
  type LockedRights,
  NO_LOCKS,
  orderActions,
  orderPages,
  presetWithin,
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
  /** Keys that stay ticked (the signed-in user's own right to manage users). */
  locked?: LockedRights;
  /** Why a locked key cannot be unticked (shown as a tooltip). */
  lockedReason?: string;
  disabled?: boolean;
  /** Called after a role preset was copied in (the form fills an empty role title). */
  onPreset?: (preset: RolePreset) => void;
  /**
   * What the signed-in manager holds and so may grant; other keys and wider scopes are shown
   * disabled with the reason. Omitted: everything may be granted.
   */
  grantable?: Grantable;
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
  grantable,
}: RightsEditorProps) {
  const { t } = useTranslation("users");
  const { t: ta } = useTranslation("access");
  const [preset, setPreset] = useState<string | null>(null);
  const [trimmed, setTrimmed] = useState(false);
  const presetId = useId();

  const setPages = (pagesDostup: string[]) => onChange?.({ ...value, pagesDostup: orderPages(pagesDostup) });
  const setActions = (dostup: string[]) => onChange?.({ ...value, dostup: orderActions(dostup) });

  const applyPreset = (role: string) => {
    const found = ROLE_PRESETS.find((p) => p.role === role);
    if (!found) return;
    setPreset(role);
    const within = grantable
      ? presetWithin(found, grantable, locked)
      : { rights: rightsFromPreset(found, locked), trimmed: false };
    setTrimmed(within.trimmed);
    onChange?.(within.rights);
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
            options={ROLE_PRESETS.map((p) => ({ value: p.role, label: t(`rolePresets.${p.role}`) }))}
            showSearch={{ optionFilterProp: "label" }}
          />
          <Typography.Text type="secondary" className="rights-preset-note">
            {t("rights.presetNote")}
          </Typography.Text>
          {trimmed && (
            <Alert
              type="warning"
              showIcon
              title={t("rights.presetTrimmed")}
              className="rights-preset-trimmed"
            />
          )}
        </div>
      )}

      <ScopeFields
        value={value}
        onChange={(next) => onChange?.(next)}
        disabled={disabled}
        grantable={grantable}
      />

      <RightsBlock
        title={t("rights.pages")}
        count={value.pagesDostup.length}
        total={PAGE_TOTAL}
        areas={PAGE_AREAS}
        selected={value.pagesDostup}
        locked={locked.pages}
        lockedReason={lockedReason}
        grantable={grantable?.pages}
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
        grantable={grantable?.actions}
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
  /** Keys the manager holds and may grant; undefined: all. */
  grantable: ReadonlySet<string> | undefined;
  disabled: boolean;
  onChange: (keys: string[]) => void;
  labelOf: (key: string) => string;
  isDetail: (key: string) => boolean;
  /** Show each list page's detail pages right under it (pages only). */
  nestDetails: boolean;
  testId: string;
}

function RightsBlock(props: RightsBlockProps) {
  const { t } = useTranslation("users");
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
          // "Select all" ticks only what may be granted.
          const grantKeys = props.grantable ? keys.filter((k) => props.grantable?.has(k)) : keys;
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
                  disabled={disabled || grantKeys.length === 0}
                  onChange={(e) => onChange(setArea(selected, grantKeys, e.target.checked, locked))}
                  className="rights-area-all"
                >
                  {t("rights.selectAll")}
                </Checkbox>
              </div>
              <ul className="rights-keys">
                {keys.map((key) => {
                  const isLocked = locked.includes(key) && selected.includes(key);
                  const notHeld = props.grantable !== undefined && !props.grantable.has(key);
                  const reason = isLocked ? props.lockedReason : notHeld ? t("rights.notHeld") : undefined;
                  const box = (
                    <Checkbox
                      checked={selected.includes(key)}
                      disabled={disabled || isLocked || notHeld}
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
                      {reason && !disabled ? (
                        <Tooltip title={reason}>
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

interface ScopeFieldsProps {
  value: Rights;
  onChange: (rights: Rights) => void;
  disabled: boolean;
  grantable: Grantable | undefined;
}

/** Which clients and which contracts the user works with: own, their section's, or all. */
function ScopeFields({ value, onChange, disabled, grantable }: ScopeFieldsProps) {
  const { t } = useTranslation("users");
  const clientsId = useId();
  const contractsId = useId();
  const options = (held: RecordScope | undefined) => {
    const allowed = held ? grantableScopes(held) : RECORD_SCOPES;
    return RECORD_SCOPES.map((scope) => ({
      value: scope,
      label: t(`scopes.${scope}`),
      disabled: !allowed.includes(scope),
    }));
  };
  // In the open list a scope wider than one's own says why it cannot be picked.
  const optionRender = (option: { label?: ReactNode; data: { disabled?: boolean } }) =>
    option.data.disabled ? (
      <span>
        {option.label} — {t("scopes.notHeld")}
      </span>
    ) : (
      option.label
    );
  const field = (
    id: string,
    label: string,
    testId: string,
    scope: RecordScope,
    held: RecordScope | undefined,
    set: (s: RecordScope) => void,
  ) => (
    <div className="rights-scope-field">
      <label htmlFor={id} className="rights-scope-label">
        {label}
      </label>
      <Select
        id={id}
        value={scope}
        disabled={disabled}
        onChange={set}
        options={options(held)}
        optionRender={optionRender}
        data-testid={testId}
      />
    </div>
  );
  return (
    <section
      className="rights-block rights-scopes"
      aria-label={t("scopes.title")}
      data-testid="rights-scopes"
    >
      <div className="rights-block-head">
        <Typography.Title level={5} className="rights-block-title">
          {t("scopes.title")}
        </Typography.Title>
        <Typography.Text type="secondary">{t("scopes.note")}</Typography.Text>
      </div>
      <div className="rights-scope-fields">
        {field(
          clientsId,
          t("scopes.clients"),
          "scope-clients",
          value.clientScope,
          grantable?.clientScope,
          (clientScope) => onChange({ ...value, clientScope }),
        )}
        {field(
          contractsId,
          t("scopes.contracts"),
          "scope-contracts",
          value.contractScope,
          grantable?.contractScope,
          (contractScope) => onChange({ ...value, contractScope }),
        )}
      </div>
    </section>
  );
}
