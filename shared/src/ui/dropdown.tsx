import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { CheckIcon } from './icons';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  /** `radio`: one of a set, e.g. a language; `checkbox`: on or off, e.g. dark mode. */
  kind?: 'action' | 'radio' | 'checkbox';
  checked?: boolean;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  /** Draw a line above this item, to group items. */
  separatorBefore?: boolean;
}

export interface DropdownProps {
  /** What the button shows: a flag and "EN", an avatar… */
  trigger: ReactNode;
  /** The button's accessible name when its content is not one (an avatar, a flag). */
  triggerLabel?: string;
  items: readonly DropdownItem[];
  /** Information above the items, not focusable: the user's name, e-mail and plan. */
  header?: ReactNode;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Popover = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 200px;
  max-width: min(320px, calc(100vw - 16px));
  padding: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Header = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Separator = styled.li`
  height: 1px;
  margin: ${({ theme }) => theme.space.xs} 0;
  background: ${({ theme }) => theme.colors.border};
`;

const MenuItem = styled.button<{ $danger: boolean; $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : 'transparent')};
  color: ${({ theme, $danger, $checked }) =>
    $danger ? theme.colors.danger : $checked ? theme.colors.accentSoftText : theme.colors.text};
  font-weight: ${({ theme, $checked }) =>
    $checked ? theme.font.weight.semibold : theme.font.weight.regular};
  text-align: start;
  cursor: pointer;

  &:hover:not(:disabled),
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  }

  &:focus-visible {
    outline-offset: -2px;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const CheckSlot = styled.span`
  display: inline-flex;
  width: 20px;
  flex: none;
`;

const roles = { action: 'menuitem', radio: 'menuitemradio', checkbox: 'menuitemcheckbox' } as const;

/**
 * A WAI-ARIA menu button. Enter, Space or ArrowDown open the menu on its first (or checked)
 * item, ArrowUp on its last; arrows, Home and End move; Enter and clicks choose and close;
 * Space toggles a checkbox or radio item without closing; Escape closes and gives focus back
 * to the button; Tab or a click outside closes.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  items,
  header,
  align = 'start',
  variant = 'ghost',
  size = 'md',
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  /** Which item to focus once the menu is rendered. */
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(position: 'first' | 'last') {
    const checked = items.findIndex((item) => item.checked && !item.disabled);
    const edge = position === 'first' ? enabled[0] : enabled[enabled.length - 1];
    setFocusIndex(position === 'first' && checked >= 0 ? checked : (edge ?? 0));
    setOpen(true);
  }

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(item: DropdownItem, keepOpen = false) {
    if (item.disabled) return;
    item.onSelect();
    if (!keepOpen) close({ returnFocus: true });
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const position = enabled.indexOf(focusIndex);
    const last = enabled.length - 1;
    const moves: Record<string, number | undefined> = {
      ArrowDown: position >= last ? 0 : position + 1,
      ArrowUp: position <= 0 ? last : position - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      const next = enabled[moves[event.key] ?? 0];
      if (next !== undefined) setFocusIndex(next);
    } else if (event.key === 'Escape') {
      // Stop here, so a drawer or dialog around the menu stays open.
      event.preventDefault();
      event.stopPropagation();
      close({ returnFocus: true });
    } else if (event.key === 'Tab') {
      // Focus the button first so the browser's Tab moves on from there.
      close({ returnFocus: true });
    } else if (event.key === ' ') {
      const item = items[focusIndex];
      if (!item) return;
      event.preventDefault();
      choose(item, item.kind === 'checkbox' || item.kind === 'radio');
    }
  }

  return (
    <Root ref={rootRef}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant={variant}
        size={size}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close({ returnFocus: false }) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </Button>
      {open && (
        <Popover $align={align}>
          {header && <Header>{header}</Header>}
          <Menu role="menu" id={menuId} aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => {
              const kind = item.kind ?? 'action';
              const checkable = kind !== 'action';
              return [
                item.separatorBefore && index > 0 ? (
                  <Separator key={`${item.id}-separator`} role="separator" />
                ) : null,
                <li key={item.id} role="none">
                  <MenuItem
                    ref={(node) => {
                      itemRefs.current[index] = node;
                    }}
                    type="button"
                    role={roles[kind]}
                    aria-checked={checkable ? Boolean(item.checked) : undefined}
                    tabIndex={-1}
                    disabled={item.disabled}
                    $danger={item.tone === 'danger'}
                    $checked={kind === 'radio' && Boolean(item.checked)}
                    onClick={() => choose(item)}
                    // Keep the index in step when the pointer moves the focus.
                    onFocus={() => setFocusIndex(index)}
                  >
                    {checkable && <CheckSlot>{item.checked && <CheckIcon />}</CheckSlot>}
                    {item.label}
                  </MenuItem>
                </li>,
              ];
            })}
          </Menu>
        </Popover>
      )}
    </Root>
  );
}
