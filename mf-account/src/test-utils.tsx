import { renderApp as renderRemoteApp, type RenderAppOptions } from '@lingualoop/shared/testing';
import en from './i18n/en';
import { NAMESPACE } from './i18n/namespace';
import vi from './i18n/vi';
import zh from './i18n/zh';

export {
  aGuest,
  aMember,
  currentLocation,
  fakeApi,
  findInlineAlert,
  findToastRegion,
  type FakeApi,
} from '@lingualoop/shared/testing';

/** Renders this remote's screens as the shell does (see @lingualoop/shared/testing). */
export function renderApp(options: Omit<RenderAppOptions, 'remote'>) {
  return renderRemoteApp({
    ...options,
    remote: { namespace: NAMESPACE, messages: { en, vi, zh } },
  });
}
