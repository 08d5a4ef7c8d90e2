import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';
import { renderWithTheme } from './test-utils';

type Tab = 'global' | 'weekly' | 'friends';

const items: TabItem<Tab>[] = [
  { value: 'global', label: 'Global', content: <p>Global board</p> },
  { value: 'weekly', label: 'Weekly', content: <p>Weekly board</p> },
  { value: 'friends', label: 'Friends', content: <p>Friends board</p> },
];

function Ranking({ tabs = items }: { tabs?: TabItem<Tab>[] }) {
  const [value, setValue] = useState<Tab>('global');
  return <Tabs label="Ranking views" items={tabs} value={value} onChange={setValue} />;
}

describe('Tabs', () => {
  it('has a named tab list, tabs and the selected panel', () => {
    renderWithTheme(<Ranking />);
    expect(screen.getByRole('tablist', { name: 'Ranking views' })).toBeInTheDocument();
    const global = screen.getByRole('tab', { name: 'Global' });
    expect(global).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Global' });
    expect(panel).toHaveTextContent('Global board');
    expect(global).toHaveAttribute('aria-controls', panel.id);
  });

  it('puts only the selected tab in the Tab order', async () => {
    renderWithTheme(<Ranking />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Global' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    renderWithTheme(<Ranking />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Weekly' })).toHaveTextContent('Weekly board');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Global' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Global' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveFocus();
  });

  it('selects on click', async () => {
    renderWithTheme(<Ranking />);
    await userEvent.click(screen.getByRole('tab', { name: 'Friends' }));
    expect(screen.getByRole('tabpanel', { name: 'Friends' })).toBeInTheDocument();
  });

  it('skips disabled tabs', async () => {
    renderWithTheme(
      <Ranking tabs={items.map((item) => ({ ...item, disabled: item.value === 'weekly' }))} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Friends' })).toHaveFocus();
  });

  it('is controlled: it only reports the wanted tab', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Tabs label="Views" items={items} value="global" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(onChange).toHaveBeenCalledWith('weekly');
    expect(screen.getByRole('tab', { name: 'Global' })).toHaveAttribute('aria-selected', 'true');
  });
});
