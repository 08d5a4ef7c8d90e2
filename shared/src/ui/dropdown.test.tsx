import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';
import { renderWithTheme } from './test-utils';

function LanguageMenu({ onPick = () => {} }: { onPick?: (code: string) => void }) {
  const [language, setLanguage] = useState('en');
  const items = ['vi', 'en', 'zh'].map((code) => ({
    id: code,
    label: { vi: 'Tiếng Việt', en: 'English', zh: '中文' }[code],
    kind: 'radio' as const,
    checked: code === language,
    onSelect: () => {
      setLanguage(code);
      onPick(code);
    },
  }));
  return (
    <>
      <Dropdown
        trigger={language.toUpperCase()}
        triggerLabel="Language"
        items={items}
        align="end"
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Dropdown', () => {
  it('is a closed menu button at first', () => {
    renderWithTheme(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click with focus on the checked item, and chooses on click', async () => {
    const onPick = vi.fn();
    renderWithTheme(<LanguageMenu onPick={onPick} />);
    const button = screen.getByRole('button', { name: 'Language' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(english).toHaveFocus();

    await userEvent.click(screen.getByRole('menuitemradio', { name: '中文' }));
    expect(onPick).toHaveBeenCalledWith('zh');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveTextContent('ZH');
    expect(button).toHaveFocus();
  });

  it('moves with arrows, Home and End, wrapping, and chooses with Enter', async () => {
    const onPick = vi.fn();
    renderWithTheme(<LanguageMenu onPick={onPick} />);
    screen.getByRole('button', { name: 'Language' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '中文' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: '中文' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    expect(onPick).toHaveBeenCalledWith('zh');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the last item with ArrowUp', async () => {
    renderWithTheme(<LanguageMenu />);
    screen.getByRole('button', { name: 'Language' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: '中文' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    renderWithTheme(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Language' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderWithTheme(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Tab', async () => {
    renderWithTheme(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows a header, actions, a checkbox item Space toggles in place, and skips disabled items', async () => {
    const logOut = vi.fn();
    function AccountMenu() {
      const [dark, setDark] = useState(false);
      return (
        <Dropdown
          trigger="AN"
          triggerLabel="Account menu"
          header={<p>An Nguyễn</p>}
          items={[
            { id: 'profile', label: 'Profile', onSelect: () => {} },
            { id: 'soon', label: 'Coming soon', onSelect: () => {}, disabled: true },
            {
              id: 'dark',
              label: 'Dark mode',
              kind: 'checkbox',
              checked: dark,
              onSelect: () => setDark(!dark),
            },
            {
              id: 'logout',
              label: 'Log out',
              onSelect: logOut,
              tone: 'danger',
              separatorBefore: true,
            },
          ]}
        />
      );
    }
    renderWithTheme(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByText('An Nguyễn')).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const dark = screen.getByRole('menuitemcheckbox', { name: 'Dark mode' });
    expect(dark).toHaveFocus();
    expect(dark).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
