import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  LANGUAGE_CODES,
  LANGUAGE_NATIVE_NAMES,
  useLanguage,
  useSessionBus,
  VisuallyHidden,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../../i18n/namespace';

/**
 * VI / EN / ZH. The shell shows no language switcher on standalone routes, and a visitor
 * who cannot read the sign-in screen must still be able to change it.
 */
export function LanguageButtons() {
  const { t } = useTranslation(NAMESPACE);
  const bus = useSessionBus();
  const current = useLanguage();
  return (
    <Group role="group" aria-label={t('page.languageGroup')}>
      {LANGUAGE_CODES.map((code) => (
        <LanguageButton
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === current}
          onClick={() => bus.setLanguage(code)}
        >
          {/* The accessible name starts with what is seen (WCAG 2.5.3), then says it in full. */}
          {code.toUpperCase()}
          <VisuallyHidden> {LANGUAGE_NATIVE_NAMES[code]}</VisuallyHidden>
        </LanguageButton>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  gap: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const LanguageButton = styled.button`
  min-width: 40px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentSoftText};
  }
`;
