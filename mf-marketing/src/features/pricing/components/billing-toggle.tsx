import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '@lingualoop/shared';
import { NAMESPACE } from '../../../i18n/namespace';
import type { BillingPeriod } from '../plans';

const PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

/** Monthly or yearly: two pressed/unpressed buttons, the yearly one showing what it saves. */
export function BillingToggle({
  period,
  onChange,
  saving,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  saving: { percent: number; upTo: boolean } | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Group role="group" aria-label={t('pricing.billing.label')}>
      {PERIODS.map((option) => (
        <Option
          key={option}
          type="button"
          aria-pressed={period === option}
          onClick={() => onChange(option)}
        >
          {t(`pricing.billing.${option}`)}
          {option === 'yearly' && saving && (
            <Badge>
              {t(saving.upTo ? 'pricing.billing.saveUpTo' : 'pricing.billing.save', {
                percent: saving.percent,
              })}
            </Badge>
          )}
        </Option>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    align-self: stretch;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Option = styled.button`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }

  /* On a phone the saving goes under "Yearly" rather than off the edge. */
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
    row-gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.md};
    white-space: normal;
  }
`;
