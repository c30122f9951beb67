import type { ReactNode } from "react";

/**
 * Holds the place of content that is loading, at its final size, so nothing moves when it arrives.
 * Assistive technology hears `label`; the shapes are decoration.
 */
export function Skeleton({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `skeleton ${className}` : "skeleton"} aria-busy="true">
      <span className="visually-hidden" role="status" aria-live="polite">{label}</span>
      <div className="skeleton-shapes" aria-hidden="true">{children}</div>
    </div>
  );
}

/** A grey bar of text height; `width` as a CSS length. */
export function SkeletonLine({ width, className }: { width?: string; className?: string }) {
  return <span className={className ? `skeleton-line ${className}` : "skeleton-line"} style={width ? { width } : undefined} />;
}
