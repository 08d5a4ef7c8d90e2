import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Drawer } from './drawer';
import { Dropdown } from './dropdown';
import { renderWithTheme } from './test-utils';

function MobileMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-label="Open menu" onClick={() => setOpen(true)}>
        ☰
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu" closeLabel="Close menu">
        <nav>
          <a href="/about">About</a>
          <a href="/pricing">Pricing</a>
        </nav>
      </Drawer>
    </>
  );
}

async function openDrawer() {
  renderWithTheme(<MobileMenu />);
  const opener = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.click(opener);
  return opener;
}

describe('Drawer', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<MobileMenu />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a named modal dialog, 80 % wide up to 350 px, with focus inside', async () => {
    await openDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(drawer).toHaveStyle({ width: '80%', maxWidth: '350px' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    await openDrawer();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveFocus();
  });

  it('closes on Escape and returns the focus to the opener', async () => {
    const opener = await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button and on the overlay', async () => {
    const opener = await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByTestId('drawer-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a menu inside close on Escape without closing the drawer', async () => {
    renderWithTheme(
      <Drawer open onClose={() => {}} title="Menu" closeLabel="Close menu">
        <Dropdown
          trigger="EN"
          triggerLabel="Language"
          items={[{ id: 'vi', label: 'Tiếng Việt', onSelect: () => {} }]}
        />
      </Drawer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
