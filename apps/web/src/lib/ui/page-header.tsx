import { Typography } from "antd";
import type { ReactNode } from "react";

/** A screen's title line inside the shell, with room for the screen's own buttons. */
export function PageHeader({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <div className="page-header">
      <Typography.Title level={3}>{title}</Typography.Title>
      {extra && <div className="page-header-extra">{extra}</div>}
    </div>
  );
}
