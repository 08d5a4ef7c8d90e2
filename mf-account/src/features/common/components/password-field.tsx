import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COMMON_NAMESPACE, TextField, type InputFieldProps } from '@lingualoop/shared';

export type PasswordFieldProps = Omit<InputFieldProps, 'type'> & {
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A password field with a Show / Hide button on its label row: on a phone, seeing what you
 * typed beats typing it twice. The button names what it does next and points at the field.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const id = props.id ?? generatedId;
  return (
    <Wrapper>
      <TextField
        {...props}
        id={id}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <Toggle type="button" aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
        {visible ? t('fields.hidePassword') : t('fields.showPassword')}
      </Toggle>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;
