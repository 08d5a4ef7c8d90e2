import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** Visually hide the label (it still names the switch). */
  hideLabel?: boolean;
  /** Shown after the label, outside the accessible name: e.g. an "Alpha" badge. */
  adornment?: ReactNode;
  disabled?: boolean;
  /** Take the whole row, the switch at the far end (drawer and menu rows). */
  fullWidth?: boolean;
  id?: string;
}

const Row = styled.div<{ $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.label`
  cursor: pointer;
`;

const Track = styled.button`
  position: relative;
  flex: none;
  margin-inline-start: auto;
  width: 40px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.borderStrong};
    transition: transform ${({ theme }) => theme.motion.fast};
  }

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &[aria-checked='true']::after {
    transform: translateX(16px);
    background: ${({ theme }) => theme.colors.onAccent};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** An on/off switch (role="switch"); Space and Enter toggle it, as does a click on its label. */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  adornment,
  disabled,
  fullWidth = false,
  id,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <Row $fullWidth={fullWidth}>
      <Label htmlFor={switchId}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </Label>
      {adornment}
      <Track
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </Row>
  );
}
