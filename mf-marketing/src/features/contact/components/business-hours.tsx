import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n/namespace';

/** Spec §1: Mon–Fri 9:00–18:00, Sat 10:00–16:00, Sun closed. */
const DAYS = [
  { days: 'contact.hours.weekdays', hours: 'contact.hours.weekdaysHours' },
  { days: 'contact.hours.saturday', hours: 'contact.hours.saturdayHours' },
  { days: 'contact.hours.sunday', hours: 'contact.hours.closed' },
] as const;

export function BusinessHours() {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title id={titleId}>{t('contact.hours.title')}</Title>
      <Hours>
        {DAYS.map(({ days, hours }) => (
          <div key={days}>
            <dt>{t(days)}</dt>
            <dd>{t(hours)}</dd>
          </div>
        ))}
      </Hours>
      <Zone>{t('contact.hours.timezone')}</Zone>
    </section>
  );
}

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Hours = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.lg};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Zone = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
