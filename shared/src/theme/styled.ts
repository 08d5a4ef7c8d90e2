import type { AppTheme } from './tokens';

/*
 * Types `props.theme` in every styled component. It lives in a module (not a `.d.ts`) that
 * the theme's index imports, so the augmentation reaches every package compiling against
 * `@lingualoop/shared`'s sources, not only this one.
 */
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends AppTheme {}
}

export type { DefaultTheme } from 'styled-components';
