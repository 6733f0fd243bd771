import type { Key, ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import './press-style';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** §2: the selected tab is tracked by key or by index; neither leaves the tabs uncontrolled. */
  selectedKey?: string;
  selectedIndex?: number;
  onSelectionChange?: (key: string, index: number) => void;
}

/** Tabs on react-aria: arrow keys move between tabs, Home/End jump, the panel follows. */
export function Tabs({ label, items, selectedKey, selectedIndex, onSelectionChange }: TabsProps) {
  const controlledKey = selectedKey ?? (selectedIndex === undefined ? undefined : items[selectedIndex]?.key);
  function change(key: Key) {
    const index = items.findIndex((item) => item.key === key);
    onSelectionChange?.(String(key), index);
  }
  return (
    <AriaTabs
      className="tabs"
      {...(controlledKey === undefined ? {} : { selectedKey: controlledKey })}
      onSelectionChange={change}
    >
      <TabList aria-label={label} className="tabs__list">
        {items.map((item) => (
          <Tab key={item.key} id={item.key} className="tabs__tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.key} id={item.key} className="tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
