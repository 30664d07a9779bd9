import { SECTION_ICONS, type SectionIcon as SectionIconName } from "@makon/shared";
import { Tooltip } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SectionIcon } from "./section-icon";

interface IconPickerProps {
  id?: string;
  value?: SectionIconName;
  onChange?: (icon: SectionIconName) => void;
  disabled?: boolean;
}

/**
 * A grid of the icons a section may use (SECTION_ICONS). Each tile is a native radio button
 * (transparent, covering the tile), so the arrow keys, the focus order, clicks and screen
 * readers work as in any radio group.
 */
export function IconPicker({ id, value, onChange, disabled }: IconPickerProps) {
  const { t } = useTranslation("sections");
  const name = useId();
  return (
    <fieldset id={id} className="icon-picker" disabled={disabled}>
      <legend className="visually-hidden">{t("form.icon")}</legend>
      {SECTION_ICONS.map((icon) => {
        const selected = icon === value;
        return (
          <Tooltip key={icon} title={t(`icons.${icon}`)} mouseEnterDelay={0.4}>
            <label
              className={selected ? "icon-picker-item icon-picker-item-selected" : "icon-picker-item"}
              data-icon={icon}
            >
              <input
                type="radio"
                name={name}
                value={icon}
                checked={selected}
                onChange={() => onChange?.(icon)}
                aria-label={t(`icons.${icon}`)}
                className="icon-picker-input"
              />
              <SectionIcon name={icon} />
            </label>
          </Tooltip>
        );
      })}
    </fieldset>
  );
}
