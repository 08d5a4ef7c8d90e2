import { describeMessages } from '@lingualoop/shared/testing';
import en from './en';
import vi from './vi';
import zh from './zh';

describeMessages('account', { en, vi, zh }, { sameAsEnglish: ['page.title'] });
