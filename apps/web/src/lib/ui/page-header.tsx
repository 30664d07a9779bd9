import type { ReactNode } from "react";

/**
 * A screen's title line inside the shell, with room for the screen's own buttons. A plain heading
 * styled as antd's level-3 title: antd's Typography is not loaded by the main route for it.
 */
export function PageHeader({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <div className="page-header">
      <h3 className="page-title">{title}</h3>
      {extra && <div className="page-header-extra">{extra}</div>}
    </div>
  );
}
