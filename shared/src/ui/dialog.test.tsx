import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';
import { renderWithTheme } from './test-utils';

function CancelOrder({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel order</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this order?"
        description="The QR code will stop working."
        closeLabel="Close"
        initialFocusRef={keepRef}
        actions={
          <>
            <Button ref={keepRef} variant="secondary" onClick={() => setOpen(false)}>
              Keep order
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                onConfirm();
                setOpen(false);
              }}
            >
              Yes, cancel
            </Button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named and described by its title and text', async () => {
    renderWithTheme(<CancelOrder />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The QR code will stop working.');
  });

  it('focuses the chosen element first and traps Tab', async () => {
    renderWithTheme(<CancelOrder />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveFocus();
  });

  it('closes on Escape and returns focus', async () => {
    renderWithTheme(<CancelOrder />);
    const opener = screen.getByRole('button', { name: 'Cancel order' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('runs its actions', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<CancelOrder onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
