import { describeMessages } from '@lingualoop/shared/testing';
import en from './en';
import vi from './vi';
import zh from './zh';

describeMessages('courses', { en, vi, zh }, { sameAsEnglish: ['page.title'] });
