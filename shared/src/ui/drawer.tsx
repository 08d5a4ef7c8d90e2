import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';
import { CloseIcon } from './icons';
import { Overlay, PanelHeader, PanelTitle } from './modal-parts';
import { useModal } from './use-modal';
import { VisuallyHidden } from './visually-hidden';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** The close button's accessible name, translated by the caller ("Close menu"). */
  closeLabel: string;
  /** What gets the focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.drawerWidth};
  max-width: ${({ theme }) => theme.layout.drawerMaxWidth};
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};

  &:focus {
    outline: none;
  }
`;

/**
 * A modal side panel from the right (spec §2: 80 % wide, up to 350 px) for the mobile menu.
 * Escape, the close button and a click on the overlay close it; focus is kept inside while
 * open and returned to the opener after.
 */
export function Drawer({
  open,
  onClose,
  title,
  hideTitle = false,
  closeLabel,
  initialFocusRef,
  children,
}: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(open, panelRef, onClose, initialFocusRef);
  if (!open) return null;

  return createPortal(
    <>
      <Overlay data-testid="drawer-overlay" onClick={onClose} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PanelHeader>
          {hideTitle ? (
            <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
          ) : (
            <PanelTitle id={titleId}>{title}</PanelTitle>
          )}
          <Button variant="ghost" iconOnly aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </Button>
        </PanelHeader>
        {children}
      </Panel>
    </>,
    document.body,
  );
}
