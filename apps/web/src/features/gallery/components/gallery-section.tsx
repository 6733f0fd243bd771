import type { ReactNode } from 'react';

export function sectionId(key: string): string {
  return `galerie-${key}`;
}

/** One part of the gallery: a titled region reachable from the summary. */
export function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card gallery__section" id={sectionId(id)} aria-labelledby={`${sectionId(id)}-titre`}>
      <h2 id={`${sectionId(id)}-titre`}>{title}</h2>
      <div className="gallery__items">{children}</div>
    </section>
  );
}

/** A labelled example inside a section. */
export function GalleryExample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="gallery__example">
      <h3 className="gallery__example-title">{title}</h3>
      {children}
    </div>
  );
}
