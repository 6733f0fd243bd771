import type { Key, ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { widgetTexts } from './widget-texts';
import './press-style';

interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
  /** Declared open; at most one per group. */
  open?: boolean;
}

interface AccordionGroupProps {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  onExpandedChange?: (openKey: string | null) => void;
}

/** §4: declaring two open accordions in one group is an error of the page, reported in French. */
function declaredOpenKey(items: readonly AccordionItem[]): { key: string | null; error: string | null } {
  const open = items.filter((item) => item.open);
  return { key: open[0]?.key ?? null, error: open.length > 1 ? widgetTexts.accordionTwoOpen : null };
}

/** §2 accordion group: opening one closes the others; the panel's height animates (~250 ms). */
export function AccordionGroup({ items, headingLevel = 3, onExpandedChange }: AccordionGroupProps) {
  const { key, error } = declaredOpenKey(items);
  function change(keys: Set<Key>) {
    const [first] = keys;
    onExpandedChange?.(first === undefined ? null : String(first));
  }
  return (
    <>
      {error && (
        <p role="alert" className="alert alert--danger">
          {error}
        </p>
      )}
      <DisclosureGroup className="accordion" defaultExpandedKeys={key ? [key] : []} onExpandedChange={change}>
        {items.map((item) => (
          <Disclosure key={item.key} id={item.key} className="accordion__item">
            <Heading level={headingLevel} className="accordion__heading">
              <Button slot="trigger" className="accordion__trigger">
                <span>{item.title}</span>
                <svg className="accordion__chevron" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </Button>
            </Heading>
            <DisclosurePanel className="accordion__panel">
              <div className="accordion__content">{item.content}</div>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </>
  );
}
