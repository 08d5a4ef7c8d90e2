import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Link } from '@lingualoop/shared';
import { NAMESPACE } from '../../i18n/namespace';
import {
  CheckMark,
  CoursesIcon,
  DictionaryIcon,
  IconTile,
  PersonalIcon,
  PlansIcon,
  ProgressIcon,
  RankingIcon,
  TranslateIcon,
} from '../page/icons';
import { messageGroup, type MarketingMessages } from '../page/messages';
import { CallToAction, Page, PageHeader } from '../page/page-layout';
import { useDocumentTitle } from '../page/use-document-title';

type Sections = MarketingMessages['features']['sections'];
type FeatureSection = Sections[keyof Sections];

const ICONS: Record<keyof Sections, ComponentType> = {
  exercises: TranslateIcon,
  courses: CoursesIcon,
  dictionary: DictionaryIcon,
  ranking: RankingIcon,
  progress: ProgressIcon,
  plans: PlansIcon,
  personal: PersonalIcon,
};

/** What LinguaLoop does, one section per part of the product. */
export default function FeaturesPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('features.documentTitle'));
  const sections = messageGroup<Sections>(t, 'features.sections');

  return (
    <Page>
      <PageHeader title={t('features.title')} lead={t('features.lead')} />
      <Grid>
        {Object.entries(sections).map(([id, section]) => (
          <FeatureCard
            key={id}
            section={section}
            Icon={ICONS[id as keyof Sections]}
            wide={id === 'exercises'}
          />
        ))}
      </Grid>
      <CallToAction title={t('features.closing.title')} text={t('features.closing.text')}>
        <Button as={Link} to="/signup" size="lg">
          {t('features.closing.startFree')}
        </Button>
        <Button as={Link} to="/welcome-guest" size="lg" variant="secondary">
          {t('features.closing.tryGuest')}
        </Button>
      </CallToAction>
    </Page>
  );
}

function FeatureCard({
  section,
  Icon,
  wide,
}: {
  section: FeatureSection;
  Icon: ComponentType | undefined;
  wide: boolean;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} $wide={wide}>
      <Heading>
        {Icon && (
          <IconTile>
            <Icon />
          </IconTile>
        )}
        <h2 id={titleId}>{section.title}</h2>
      </Heading>
      <p>{section.text}</p>
      <Points>
        {Object.entries(section.points).map(([id, point]) => (
          <li key={id}>
            <CheckMark />
            {point}
          </li>
        ))}
      </Points>
    </Card>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Card = styled.section<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  p {
    margin: 0;
    line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
    color: ${({ theme }) => theme.colors.muted};
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const Points = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.success};
  }
`;
