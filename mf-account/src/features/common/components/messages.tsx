import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A server failure in a form: read out at once, and kept in view until the next try. */
export function FormAlert({ children }: { children: ReactNode }) {
  return <AlertBox role="alert">{children}</AlertBox>;
}

/** Good news, or a neutral confirmation: read out politely. */
export function FormNotice({ children }: { children: ReactNode }) {
  return <NoticeBox role="status">{children}</NoticeBox>;
}

const Box = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > p {
    margin: 0;
  }
  & > * + * {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const AlertBox = styled(Box)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const NoticeBox = styled(Box)`
  border-color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.text};
`;
