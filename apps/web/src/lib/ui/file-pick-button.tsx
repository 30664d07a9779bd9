import { UploadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { type ChangeEvent, useRef } from "react";
import type { FileProblem } from "../file-check";

export interface FilePickButtonProps {
  /** The picker's filter (lib/file-check acceptOf). */
  accept: string;
  /** Why a file cannot be sent, checked before anything is uploaded. */
  problemOf: (file: File) => FileProblem | null;
  /** The Uzbek text of a problem. */
  problemText: (problem: FileProblem) => string;
  /** A file is stored already: a new one replaces it only after this confirmation. */
  replacing: {
    title: string;
    content: (fileName: string) => string;
    okText: string;
    cancelText: string;
  } | null;
  onFile: (file: File) => void;
  label: string;
  loading: boolean;
  type?: "primary" | "default";
  size?: "small" | "middle";
  /** Another upload is under way beside this one. */
  disabled?: boolean;
  testId: string;
}

/** An upload button: picks one file, checks it here, confirms a replacement, hands it on. */
export function FilePickButton(props: FilePickButtonProps) {
  const {
    accept,
    problemOf,
    problemText,
    replacing,
    onFile,
    label,
    loading,
    type = "default",
    size,
    disabled,
    testId,
  } = props;
  const { message, modal } = App.useApp();
  const input = useRef<HTMLInputElement>(null);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still fires a change.
    event.target.value = "";
    if (!file) return;
    const problem = problemOf(file);
    if (problem) {
      void message.error(problemText(problem));
      return;
    }
    if (!replacing) {
      onFile(file);
      return;
    }
    modal.confirm({
      title: replacing.title,
      content: replacing.content(file.name),
      okText: replacing.okText,
      cancelText: replacing.cancelText,
      onOk: () => onFile(file),
    });
  };

  return (
    <>
      <input ref={input} type="file" accept={accept} hidden onChange={picked} data-testid={testId} />
      <Button
        type={type}
        size={size}
        disabled={disabled}
        icon={<UploadOutlined />}
        loading={loading}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
