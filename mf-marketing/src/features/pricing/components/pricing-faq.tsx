import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChevronDownIcon } from '@lingualoop/shared';
import { NAMESPACE } from '../../../i18n/namespace';
import { messageGroup, type MarketingMessages } from '../../page/messages';
import { Section } from '../../page/page-layout';
import { RichText } from '../../page/rich-text';

type Questions = MarketingMessages['pricing']['faq']['items'];

/**
 * Questions and answers as native disclosures (<details>/<summary>): keyboard and screen
 * reader support come with the element, and find-in-page opens a closed answer.
 */
export function PricingFaq({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation(NAMESPACE);
  const questions = messageGroup<Questions>(t, 'pricing.faq.items');
  return (
    <Section title={t('pricing.faq.title')}>
      <List>
        {Object.entries(questions).map(([id, item]) => (
          <Item key={id}>
            <Question>
              <span>{item.question}</span>
              <ChevronDownIcon />
            </Question>
            <Answer>
              <RichText i18nKey={`pricing.faq.items.${id}.answer`} values={values} />
            </Answer>
          </Item>
        ))}
      </List>
    </Section>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  max-width: 48rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &[open] summary svg {
    transform: rotate(180deg);
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.lg} 0`};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.muted};
    transition: transform ${({ theme }) => theme.motion.fast};
  }

  &:hover span {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Answer = styled.p`
  margin: 0;
  padding-bottom: ${({ theme }) => theme.space.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  color: ${({ theme }) => theme.colors.muted};
`;
