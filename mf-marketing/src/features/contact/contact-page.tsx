import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n/namespace';
import { Page, PageHeader } from '../page/page-layout';
import { useSupportEmail } from '../page/rich-text';
import { useDocumentTitle } from '../page/use-document-title';
import { BusinessHours, Title } from './components/business-hours';
import { ContactForm } from './components/contact-form';

/** The contact form beside the other ways to reach support and its hours. */
export default function ContactPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('contact.documentTitle'));
  const email = useSupportEmail();
  const infoTitleId = useId();

  return (
    <Page>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <Columns>
        <ContactForm />
        <Aside aria-labelledby={infoTitleId}>
          <section>
            <Title id={infoTitleId}>{t('contact.info.title')}</Title>
            <Info>
              <div>
                <dt>{t('contact.info.emailLabel')}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            </Info>
            <Muted>{t('contact.info.replyTime')}</Muted>
          </section>
          <BusinessHours />
        </Aside>
      </Columns>
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Info = styled.dl`
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;
