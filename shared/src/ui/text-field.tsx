import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

interface FieldOwnProps {
  label: ReactNode;
  /** Visually hide the label (it still names the field), e.g. a search box with a placeholder. */
  hideLabel?: boolean;
  /** Already translated error text; marks the field invalid and is read with it. */
  error?: string | null;
  /** Help shown under the field and read with it. */
  hint?: ReactNode;
}

export type InputFieldProps = FieldOwnProps &
  Omit<ComponentPropsWithRef<'input'>, keyof FieldOwnProps> & { multiline?: false };
export type TextAreaFieldProps = FieldOwnProps &
  Omit<ComponentPropsWithRef<'textarea'>, keyof FieldOwnProps> & { multiline: true };
export type TextFieldProps = InputFieldProps | TextAreaFieldProps;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.danger};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
    border-color: transparent;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
  min-height: 40px;
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A labelled input (or textarea with `multiline`). The hint and the error are tied to the
 * control with aria-describedby, and an error sets aria-invalid, so a screen reader reads
 * them when the field gets focus.
 */
export function TextField(props: TextFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { label, hideLabel, error, hint } = props;
  const describedBy =
    [props['aria-describedby'], hint ? hintId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const labelContent = (
    <>
      {label}
      {props.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </>
  );

  const a11y = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : props['aria-invalid'],
    $invalid: Boolean(error),
  };

  let control: ReactNode;
  if (props.multiline) {
    const { label: _l, hideLabel: _h, error: _e, hint: _i, multiline: _m, ...rest } = props;
    control = <TextArea {...rest} {...a11y} />;
  } else {
    const { label: _l, hideLabel: _h, error: _e, hint: _i, multiline: _m, ...rest } = props;
    control = <Input {...rest} {...a11y} />;
  }

  return (
    <Wrapper>
      <Label htmlFor={id}>
        {hideLabel ? <VisuallyHidden>{labelContent}</VisuallyHidden> : labelContent}
      </Label>
      {control}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
