import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n/namespace';

/**
 * Cloudflare's documented test token. A server running with Cloudflare's always-pass test
 * secret (the default in development) accepts it; a production server refuses it.
 */
export const DEV_TURNSTILE_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

export interface DevHumanCheckProps {
  checked: boolean;
  onToken: (token: string | null) => void;
}

/** Shown instead of Turnstile when the server has no site key: says so, plainly. */
export function DevHumanCheck({ checked, onToken }: DevHumanCheckProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Notice role="note">
      <strong>{t('guest.check.devNotice')}</strong>
      <p>{t('guest.check.devExplanation')}</p>
      <CheckRow>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onToken(event.target.checked ? DEV_TURNSTILE_TOKEN : null)}
        />
        <span>{t('guest.check.devConfirm')}</span>
      </CheckRow>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;

  & input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;
