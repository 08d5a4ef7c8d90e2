import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A centred title, text and actions: Not Found, Coming soon, a remote that failed. */
export const PageMessage = ({
  title,
  children,
  actions,
  role,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}) => (
  <Wrapper role={role}>
    <Title>{title}</Title>
    {children && <Text>{children}</Text>}
    {actions && <Actions>{actions}</Actions>}
  </Wrapper>
);

const Wrapper = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;
