import type { ReactNode } from 'react';
import '../styles/tokens.css';

/** Header, sub-header, footer and the contact overlay around every public page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return <div className="site">{children}</div>;
}
