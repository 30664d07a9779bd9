import type { HTMLAttributes, ReactNode } from "react";

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: "default" | "small";
  children: ReactNode;
}

/**
 * A titled white box, as antd's Card draws it, without Card's code: Card brings Tabs and
 * Typography with it, ~27 KB of gzip the main route (the home) would load for a border and a title.
 */
export function Panel({ title, extra, size = "default", className, children, ...rest }: PanelProps) {
  return (
    <section
      className={["panel", size === "small" ? "panel-small" : "", className ?? ""].join(" ").trim()}
      {...rest}
    >
      {(title || extra) && (
        <div className="panel-head">
          {title && <h3 className="panel-title">{title}</h3>}
          {extra && <div className="panel-extra">{extra}</div>}
        </div>
      )}
      <div className="panel-body">{children}</div>
    </section>
  );
}
