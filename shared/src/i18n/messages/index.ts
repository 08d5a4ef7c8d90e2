import type { LanguageCode } from '../../contracts';
import { commonEn, type CommonKey, type CommonMessages } from './common.en';
import { commonVi } from './common.vi';
import { commonZh } from './common.zh';
import { errorsEn, type ErrorMessages } from './errors.en';
import { errorsVi } from './errors.vi';
import { errorsZh } from './errors.zh';

export type { CommonKey, CommonMessages, ErrorMessages };

export const commonMessages: Readonly<Record<LanguageCode, CommonMessages>> = {
  vi: commonVi,
  en: commonEn,
  zh: commonZh,
};

export const errorMessages: Readonly<Record<LanguageCode, ErrorMessages>> = {
  vi: errorsVi,
  en: errorsEn,
  zh: errorsZh,
};
