import type { ReactNode } from "react";

/** A back-office page's header: an optional way back, the title, the page's actions and a line about it. */
export function PageHeader({ title, actions, back, children }: { title: ReactNode; actions?: ReactNode; back?: ReactNode; children?: ReactNode }) {
  return (
    <div className="bo-page-header">
      {back && <div className="bo-back">{back}</div>}
      <div className="bo-page-title">
        <h1>{title}</h1>
        {actions && <div className="actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
