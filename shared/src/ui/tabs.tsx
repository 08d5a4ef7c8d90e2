import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  /** The panel shown while this tab is selected. */
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  /** Tabs share the width equally (e.g. sign-in / sign-up). */
  fullWidth?: boolean;
}

const TabList = styled.div<{ $fullWidth: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;

  & > * {
    flex: ${({ $fullWidth }) => ($fullWidth ? '1 1 0' : '0 0 auto')};
  }
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.accent};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus and select at
 * once (the panels are cheap to show). Only the selected tab is in the Tab order; only its
 * panel is rendered.
 */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  fullWidth = false,
}: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const selected = items.find((item) => item.value === value);
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => `${baseId}-panel-${tab}`;

  function select(tab: T) {
    onChange(tab);
    tabRefs.current.get(tab)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = items.filter((item) => !item.disabled);
    const current = enabled.findIndex((item) => item.value === value);
    const last = enabled.length - 1;
    const target = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : enabled[target];
    if (!next) return;
    event.preventDefault();
    select(next.value);
  }

  return (
    <div>
      <TabList role="tablist" aria-label={label} $fullWidth={fullWidth} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.value === value;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.value) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {selected && (
        <Panel
          role="tabpanel"
          id={panelId(selected.value)}
          aria-labelledby={tabId(selected.value)}
          tabIndex={0}
        >
          {selected.content}
        </Panel>
      )}
    </div>
  );
}
