import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton, VisuallyHidden } from '@lingualoop/shared';

/** Holds a remote's place while it loads, at a similar size, so the page does not jump. */
export function AreaSkeleton() {
  const { t } = useTranslation();
  return (
    <Wrapper aria-busy="true">
      <VisuallyHidden role="status">{t('remote.loading')}</VisuallyHidden>
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton height="1rem" />
      <Skeleton height="1rem" width="90%" />
      <Skeleton height="12rem" />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  min-height: 60vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
`;
