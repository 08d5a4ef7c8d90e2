import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Button } from './button';
import { CloseIcon } from './icons';
import { Overlay, PanelHeader, PanelTitle } from './modal-parts';
import { useModal } from './use-modal';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A short text read with the title when the dialog opens. */
  description?: ReactNode;
  /** The close button's accessible name, translated by the caller. */
  closeLabel: string;
  /** Buttons at the bottom, e.g. cancel and confirm. */
  actions?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.98); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Panel = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: calc(100% - ${({ theme }) => theme.space.xxl});
  max-width: ${({ theme }) => theme.layout.dialogMaxWidth};
  max-height: calc(100vh - ${({ theme }) => theme.space.xxl});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${popIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:focus {
    outline: none;
  }
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** A modal dialog: same keyboard and focus behaviour as the drawer, centred on the page. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  actions,
  initialFocusRef,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(open, panelRef, onClose, initialFocusRef);
  if (!open) return null;

  return createPortal(
    <>
      <Overlay onClick={onClose} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <PanelHeader>
          <PanelTitle id={titleId}>{title}</PanelTitle>
          <Button variant="ghost" iconOnly aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </Button>
        </PanelHeader>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </>,
    document.body,
  );
}
