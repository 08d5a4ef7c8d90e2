import type { ComponentPropsWithRef, ElementType, MouseEvent } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: shows a spinner, sets aria-busy and ignores clicks, but keeps focus (not disabled). */
  loading?: boolean;
  fullWidth?: boolean;
  /** Only the icon shows: square, and the caller must give an `aria-label`. */
  iconOnly?: boolean;
  /** Render as another element or component: `as="a"` with `href`, or a router `Link` with `to`. */
  as?: ElementType;
  href?: string;
  to?: string;
  target?: string;
  rel?: string;
}

export type ButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps>;

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: ({ colors }) => css`
    background: ${colors.accent};
    color: ${colors.onAccent};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${colors.accentHover};
    }
  `,
  secondary: ({ colors }) => css`
    background: ${colors.surface};
    color: ${colors.text};
    border-color: ${colors.borderStrong};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${colors.surfaceMuted};
    }
  `,
  ghost: ({ colors }) => css`
    background: transparent;
    color: ${colors.text};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${colors.surfaceMuted};
    }
  `,
  danger: ({ colors }) => css`
    background: ${colors.danger};
    color: ${colors.onDanger};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${colors.dangerHover};
    }
  `,
};

const sizes: Record<ButtonSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: ({ font, space }) => css`
    min-height: 32px;
    padding: ${space.xs} ${space.md};
    font-size: ${font.size.sm};
  `,
  md: ({ font, space }) => css`
    min-height: 40px;
    padding: ${space.sm} ${space.lg};
    font-size: ${font.size.md};
  `,
  lg: ({ font, space }) => css`
    min-height: 48px;
    padding: ${space.md} ${space.xl};
    font-size: ${font.size.lg};
  `,
};

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $iconOnly: boolean;
}

const StyledButton = styled.button<StyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  ${({ theme, $variant }) => variants[$variant](theme)}
  ${({ theme, $size }) => sizes[$size](theme)}
  ${({ $iconOnly }) =>
    $iconOnly &&
    css`
      aspect-ratio: 1;
      padding: 0;
    `}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  iconOnly = false,
  as,
  type,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const isNativeButton = as === undefined || as === 'button';
  const blocked = loading || (!isNativeButton && disabled);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // A busy button swallows clicks (and so a form's second submit), yet stays focused.
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <StyledButton
      {...rest}
      as={as}
      // Outside a form "submit" is never what a bare <button> is meant to do.
      type={isNativeButton ? (type ?? 'button') : undefined}
      disabled={isNativeButton ? disabled : undefined}
      aria-disabled={blocked || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $iconOnly={iconOnly}
    >
      {loading && <Spinner />}
      {children}
    </StyledButton>
  );
}
