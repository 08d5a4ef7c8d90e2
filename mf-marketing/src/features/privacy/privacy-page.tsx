import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import { formatDate } from '../page/locale';
import { messageGroup, type MarketingMessages } from '../page/messages';
import { Page, PageHeader, Prose, Section } from '../page/page-layout';
import { RichText } from '../page/rich-text';
import { useDocumentTitle } from '../page/use-document-title';

/** Bump with every change to the policy's text, in all three languages. */
export const PRIVACY_POLICY_UPDATED = '2026-11-21';

type Sections = MarketingMessages['privacy']['sections'];

/** What a section may hold, in the order its texts list them: paragraphs and bullet lists. */
type PolicySection = { title: string } & Partial<
  Record<'paragraphs' | 'items', Record<string, string>>
>;

/** The privacy policy, rendered from the texts: one section per heading, parts in key order. */
export default function PrivacyPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  useDocumentTitle(t('privacy.documentTitle'));
  const sections = messageGroup<Sections>(t, 'privacy.sections') as Record<string, PolicySection>;

  return (
    <Page>
      <PageHeader title={t('privacy.title')} lead={t('privacy.lead')}>
        <Updated>
          <time dateTime={PRIVACY_POLICY_UPDATED}>
            {t('privacy.updated', { date: formatDate(PRIVACY_POLICY_UPDATED, language) })}
          </time>
        </Updated>
      </PageHeader>
      <Policy>
        {Object.entries(sections).map(([id, section]) => (
          <Section key={id} id={id} title={section.title}>
            <Prose>
              {Object.keys(section).map((part) => {
                const base = `privacy.sections.${id}.${part}`;
                if (part === 'paragraphs' && section.paragraphs) {
                  return Object.keys(section.paragraphs).map((key) => (
                    <p key={key}>
                      <RichText i18nKey={`${base}.${key}`} />
                    </p>
                  ));
                }
                if (part === 'items' && section.items) {
                  return (
                    <ul key={part}>
                      {Object.keys(section.items).map((key) => (
                        <li key={key}>
                          <RichText i18nKey={`${base}.${key}`} />
                        </li>
                      ))}
                    </ul>
                  );
                }
                return null;
              })}
            </Prose>
          </Section>
        ))}
      </Policy>
    </Page>
  );
}

const Policy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
`;

const Updated = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
