import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@lingualoop/shared';
import { fakeApi, MESSAGES, renderPage } from '../test-utils';
import AboutPage from './about/about-page';
import ContactPage from './contact/contact-page';
import FeaturesPage from './features/features-page';
import HomePage from './home/home-page';
import PricingPage from './pricing/pricing-page';
import { aPlanList } from './pricing/test-plans';
import PrivacyPage from './privacy/privacy-page';

type Messages = (typeof MESSAGES)['en'];

const PAGES: [string, ComponentType, (m: Messages) => { h1: string; title: string }][] = [
  ['home', HomePage, (m) => ({ h1: m.home.hero.title, title: m.home.documentTitle })],
  ['about', AboutPage, (m) => ({ h1: m.about.title, title: m.about.documentTitle })],
  ['pricing', PricingPage, (m) => ({ h1: m.pricing.title, title: m.pricing.documentTitle })],
  ['features', FeaturesPage, (m) => ({ h1: m.features.title, title: m.features.documentTitle })],
  ['contact', ContactPage, (m) => ({ h1: m.contact.title, title: m.contact.documentTitle })],
  ['privacy', PrivacyPage, (m) => ({ h1: m.privacy.title, title: m.privacy.documentTitle })],
];

const LANGUAGES: LanguageCode[] = ['vi', 'en', 'zh'];

const cases = PAGES.flatMap(([name, Page, expected]) =>
  LANGUAGES.map((language) => [name, language, Page, expected] as const),
);

function render(Page: ComponentType, language: LanguageCode) {
  return renderPage(<Page />, {
    language,
    api: fakeApi({ pricingPlans: async () => aPlanList() }),
  });
}

describe.each(cases)('the %s page in %s', (_, language, Page, expected) => {
  const { h1, title } = expected(MESSAGES[language]);

  it('has one h1, headings that never skip a level, and names the tab', async () => {
    const { container } = render(Page, language);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(h1);
    await waitFor(() => expect(document.title).toBe(title));

    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    levels.reduce((previous, level) => {
      expect(level).toBeLessThanOrEqual(previous + 1);
      return level;
    });
  });

  it('shows no untranslated key', async () => {
    const { container } = render(Page, language);
    if (Page === PricingPage) await screen.findAllByRole('link', { name: /\S/ });
    expect(container.textContent).not.toMatch(
      /\b(home|about|pricing|features|contact|privacy|general|fields|validation)\.[a-z]+/i,
    );
    expect(container.textContent).not.toMatch(/{{|}}|<\/?[a-z]+>/);
  });
});

describe('the home page', () => {
  it('leads to signing up and to trying as a guest', () => {
    render(HomePage, 'en');
    const starts = screen.getAllByRole('link', { name: 'Start free' });
    expect(starts.length).toBeGreaterThan(0);
    for (const link of starts) expect(link).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Try as a guest' })).toHaveAttribute(
      'href',
      '/welcome-guest',
    );
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
    expect(
      screen.getByRole('heading', { name: '15–30 minutes a day is enough' }),
    ).toBeInTheDocument();
  });

  it('lists the three steps in order', () => {
    render(HomePage, 'en');
    const steps = screen.getByRole('region', { name: 'How it works' });
    const items = steps.querySelectorAll('ol > li h3');
    expect([...items].map((item) => item.textContent)).toEqual([
      'Pick a course',
      'Translate a sentence',
      'Get feedback',
    ]);
  });

  it('marks the example feedback for screen readers, not by colour alone', () => {
    render(HomePage, 'en');
    const example = screen.getByRole('figure', { name: 'An example of the feedback you get' });
    expect(example).toHaveTextContent('I usually drink coffee (correct) in morning. (needs a fix)');
  });
});

describe('the privacy policy', () => {
  it('says when it was last updated, in the reader’s language', () => {
    const { container } = render(PrivacyPage, 'vi');
    const time = container.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2026-11-21');
    expect(time).toHaveTextContent('Cập nhật lần cuối: 21 tháng 11, 2026');
  });

  it('covers what is stored, the decree, local storage, rights and how to use them', () => {
    render(PrivacyPage, 'en');
    for (const name of [
      'What we store',
      'How long we keep it',
      'Cookies and local storage',
      'Your rights',
      'How to use your rights',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/Decree 13\/2023\/ND-CP/).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Cookies and local storage' })).toHaveTextContent(
      'access_token: keeps you signed in until you log out.',
    );
    const how = screen.getByRole('region', { name: 'How to use your rights' });
    expect(how.querySelector('a[href="mailto:support@lingualoop.vn"]')).not.toBeNull();
  });
});

describe('the about page', () => {
  it('links to the contact form and promises a reply within 24–48 hours', () => {
    render(AboutPage, 'en');
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/We reply within 24–48 hours/)).toBeInTheDocument();
  });
});
