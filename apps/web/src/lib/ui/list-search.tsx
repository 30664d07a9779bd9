import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { useSearchText } from "./use-search-text";

interface SearchBoxProps {
  /** The toolbar's search state: the toolbar also reads it (the reset, the other filters' changes). */
  search: ReturnType<typeof useSearchText>;
  /** What can be searched for, in the screen's words. */
  placeholder: string;
  className: string;
  maxLength?: number;
}

/** The free-text search, applied once typing stops (useSearchText). */
export function SearchBox({ search, placeholder, className, maxLength = 100 }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={t("list.search")}
      value={search.text}
      onChange={(e) => search.setText(e.target.value)}
      className={className}
      maxLength={maxLength}
    />
  );
}

interface SubmitSearchProps {
  /** The applied search, shown when the box first renders. */
  initial: string;
  /** The trimmed text, on Enter or the search button; "" as soon as the box is emptied. */
  onSearch: (q: string) => void;
  /** What can be searched for: the box's placeholder and its name. */
  placeholder: string;
  className: string;
  maxLength?: number;
}

/**
 * The search of a short list that asks again on Enter rather than while typing. Clearing the box
 * shows the whole list again without a second step.
 */
export function SubmitSearch({ initial, onSearch, placeholder, className, maxLength }: SubmitSearchProps) {
  const [text, setText] = useState(initial);
  return (
    <Input.Search
      className={className}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      value={text}
      maxLength={maxLength}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === "") onSearch("");
      }}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
