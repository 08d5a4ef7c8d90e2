/** The namespace of the texts every part shares (header, footer, forms, pages, actions). */
export const COMMON_NAMESPACE = 'common';

/**
 * The namespace of error texts, keyed by the raw error keys. The API client defined it
 * first (`api/api-error.ts`); re-exporting that binding keeps one constant, where a second
 * `ERRORS_NAMESPACE` would clash in the package's `export *` barrel.
 */
export { ERRORS_NAMESPACE } from '../api/api-error';
