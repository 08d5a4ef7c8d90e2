import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from './badge';
import { Switch } from './switch';
import { renderWithTheme } from './test-utils';

function DarkMode({ hideLabel = false }: { hideLabel?: boolean }) {
  const [dark, setDark] = useState(false);
  return (
    <Switch
      label="Dark mode"
      hideLabel={hideLabel}
      adornment={<Badge>Alpha</Badge>}
      checked={dark}
      onChange={setDark}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label, off at first', () => {
    renderWithTheme(<DarkMode />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Alpha')).toBeInTheDocument();
  });

  it('toggles on click, on its label, and with Space and Enter', async () => {
    renderWithTheme(<DarkMode />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText('Dark mode'));
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
  });

  it('keeps its name with a hidden label', () => {
    renderWithTheme(<DarkMode hideLabel />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Switch label="Dark mode" checked onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
