import type { ReactNode } from 'react';

interface AccountSectionProps {
  /** Ties the section to its heading (a named region for screen readers). */
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** One part of « Mon compte »: a region named by its heading, an optional lead, then its form. */
export function AccountSection({ id, title, lead, children }: AccountSectionProps) {
  return (
    <section className="account__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead && <p>{lead}</p>}
      {children}
    </section>
  );
}
