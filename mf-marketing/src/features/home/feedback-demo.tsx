import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';

/**
 * What feedback looks like, drawn with HTML and CSS (no screenshot to download). Correct and
 * incorrect parts differ by underline style as well as colour, and say so to screen readers.
 */
export function FeedbackDemo() {
  const { t } = useTranslation(NAMESPACE);
  const captionId = useId();
  return (
    <Figure aria-labelledby={captionId}>
      <Caption id={captionId}>{t('home.demo.label')}</Caption>
      <Row>
        <Label>{t('home.demo.promptLabel')}</Label>
        <Prompt lang="vi">{t('home.demo.prompt')}</Prompt>
      </Row>
      <Row>
        <Label>{t('home.demo.answerLabel')}</Label>
        <Answer lang="en">
          <Correct>
            {t('home.demo.answerCorrect')}
            <VisuallyHidden> ({t('home.demo.correct')})</VisuallyHidden>
          </Correct>{' '}
          <Incorrect>
            {t('home.demo.answerIncorrect')}
            <VisuallyHidden> ({t('home.demo.incorrect')})</VisuallyHidden>
          </Incorrect>
        </Answer>
        <Legend aria-hidden="true">
          <LegendItem>
            <Swatch $kind="correct" />
            {t('home.demo.correct')}
          </LegendItem>
          <LegendItem>
            <Swatch $kind="incorrect" />
            {t('home.demo.incorrect')}
          </LegendItem>
        </Legend>
      </Row>
      <Suggestion>
        <Label>{t('home.demo.suggestionLabel')}</Label>
        <Answer lang="en">{t('home.demo.suggestion')}</Answer>
        <Explanation>{t('home.demo.explanation')}</Explanation>
      </Suggestion>
    </Figure>
  );
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.muted};
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Prompt = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Answer = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

const Correct = styled.span`
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.successSoft};
  text-decoration: underline solid ${({ theme }) => theme.colors.success} 2px;
  text-underline-offset: 4px;
`;

const Incorrect = styled.span`
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.dangerSoft};
  text-decoration: underline wavy ${({ theme }) => theme.colors.danger} 2px;
  text-underline-offset: 4px;
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const LegendItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Swatch = styled.span<{ $kind: 'correct' | 'incorrect' }>`
  width: 16px;
  height: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $kind }) =>
    $kind === 'correct' ? theme.colors.success : theme.colors.danger};
`;

const Suggestion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentSoftText};

  ${Label} {
    color: inherit;
  }
`;

const Explanation = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;
