import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  COMMON_NAMESPACE,
  Spinner,
  useLanguage,
  useTheme,
  type LanguageCode,
} from '@lingualoop/shared';
import { NAMESPACE } from '../../../i18n/namespace';
import { FormAlert } from '../../common/components/messages';
import { loadTurnstile, type TurnstileApi } from '../hooks/load-turnstile';

/** Turnstile's own language codes. */
const TURNSTILE_LANGUAGE: Record<LanguageCode, string> = { vi: 'vi', en: 'en', zh: 'zh-cn' };

type Status = 'loading' | 'shown' | 'load-failed' | 'failed' | 'expired';

export interface TurnstileWidgetProps {
  siteKey: string;
  /** The widget's token when the check passes; null while there is none (again). */
  onToken: (token: string | null) => void;
  /** Change it to get a fresh widget (a token works only once). */
  resetKey: number;
}

/** Cloudflare Turnstile, rendered explicitly, in the page's language and theme. */
export function TurnstileWidget({ siteKey, onToken, resetKey }: TurnstileWidgetProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NAMESPACE);
  const language = useLanguage();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const latestOnToken = useRef(onToken);
  useLayoutEffect(() => {
    latestOnToken.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    let rendered: { api: TurnstileApi; id: string } | undefined;
    setStatus('loading');
    latestOnToken.current(null);
    loadTurnstile().then(
      (api) => {
        if (cancelled || !container.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          language: TURNSTILE_LANGUAGE[language],
          theme,
          callback: (token) => {
            setStatus('shown');
            latestOnToken.current(token);
          },
          'error-callback': () => {
            setStatus('failed');
            latestOnToken.current(null);
          },
          'expired-callback': () => {
            setStatus('expired');
            latestOnToken.current(null);
          },
        });
        if (id !== undefined) rendered = { api, id };
        setStatus((current) => (current === 'loading' ? 'shown' : current));
      },
      () => {
        if (!cancelled) setStatus('load-failed');
      },
    );
    return () => {
      cancelled = true;
      if (rendered) rendered.api.remove(rendered.id);
    };
  }, [siteKey, language, theme, attempt, resetKey]);

  const retry = () => setAttempt((count) => count + 1);
  const problem = {
    'load-failed': t('guest.check.loadFailed'),
    failed: t('guest.check.widgetFailed'),
    expired: t('guest.check.expired'),
  }[status as 'load-failed' | 'failed' | 'expired'];

  return (
    <div>
      {status === 'loading' && (
        <Loading role="status">
          <Spinner /> {t('guest.check.loading')}
        </Loading>
      )}
      <WidgetBox ref={container} hidden={status === 'load-failed'} />
      {problem && (
        <FormAlert>
          <p>{problem}</p>
          <p>
            <Button size="sm" variant="secondary" onClick={retry}>
              {tc('general.retry')}
            </Button>
          </p>
        </FormAlert>
      )}
    </div>
  );
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Turnstile's widget is 300 px wide (the compact one 150 px): it fits at 375 px. */
const WidgetBox = styled.div`
  min-height: 65px;
  max-width: 100%;
  overflow-x: auto;
`;
