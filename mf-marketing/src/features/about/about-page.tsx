import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n/namespace';
import { messageGroup, type MarketingMessages } from '../page/messages';
import { Page, PageHeader, Prose, Section } from '../page/page-layout';
import { RichText } from '../page/rich-text';
import { useDocumentTitle } from '../page/use-document-title';

type About = MarketingMessages['about'];

/** Who LinguaLoop is for, and how its feedback really works. */
export default function AboutPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('about.documentTitle'));
  const mission = messageGroup<About['mission']['paragraphs']>(t, 'about.mission.paragraphs');
  const feedback = messageGroup<About['feedback']['items']>(t, 'about.feedback.items');
  const approach = messageGroup<About['approach']['items']>(t, 'about.approach.items');

  return (
    <Page>
      <PageHeader title={t('about.title')} lead={t('about.lead')} />

      <Section title={t('about.mission.title')}>
        <Prose>
          {Object.entries(mission).map(([id, text]) => (
            <p key={id}>{text}</p>
          ))}
        </Prose>
      </Section>

      <Section title={t('about.feedback.title')}>
        <Prose>
          <p>{t('about.feedback.intro')}</p>
          <ol>
            {Object.entries(feedback).map(([id, text]) => (
              <li key={id}>{text}</li>
            ))}
          </ol>
          <Callout>{t('about.feedback.limits')}</Callout>
        </Prose>
      </Section>

      <Section title={t('about.approach.title')}>
        <Prose>
          <ul>
            {Object.keys(approach).map((id) => (
              <li key={id}>
                <RichText i18nKey={`about.approach.items.${id}`} />
              </li>
            ))}
          </ul>
        </Prose>
      </Section>

      <Section title={t('about.support.title')}>
        <Prose>
          <p>
            <RichText i18nKey="about.support.text" />
          </p>
        </Prose>
      </Section>
    </Page>
  );
}

const Callout = styled.p`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
