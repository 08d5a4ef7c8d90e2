import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type PricingPlan } from '@lingualoop/shared';
import { deferred, fakeApi, renderPage } from '../../test-utils';
import PricingPage from './pricing-page';
import { aPlanList } from './test-plans';

function planCard(title: string) {
  return screen.getByRole('listitem', { name: title });
}

describe('PricingPage', () => {
  it('shows skeletons while the plans load, then the three plans from the API', async () => {
    const answer = deferred<PricingPlan[]>();
    const api = fakeApi({ pricingPlans: vi.fn(() => answer.promise) });
    renderPage(<PricingPage />, { api });

    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);

    answer.resolve(aPlanList());
    const cards = await within(await screen.findByRole('list', { name: 'Plans' })).findAllByRole(
      'listitem',
      { name: /^(Free|Pro|Enterprise)$/ },
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Free',
      'Pro',
      'Enterprise',
    ]);
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
    expect(api.pricingPlans).toHaveBeenCalledTimes(1);
  });

  it('shows each plan with its price, quota, features, team offer and a way to sign up', async () => {
    renderPage(<PricingPage />, { api: fakeApi({ pricingPlans: async () => aPlanList() }) });
    await screen.findByRole('list', { name: 'Plans' });

    const free = planCard('Free');
    expect(within(free).getByText('₫0')).toBeInTheDocument();
    expect(within(free).getByText('Free', { selector: 'span' })).toBeInTheDocument();
    expect(within(free).getByText('5 translations a day', { selector: 'p' })).toBeInTheDocument();
    expect(within(free).queryByText(/Teams of/)).not.toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Start free' })).toHaveAttribute(
      'href',
      '/signup',
    );

    const pro = planCard('Pro');
    expect(within(pro).getByText('For learners who practise every day.')).toBeInTheDocument();
    expect(within(pro).getByText('100 translations a day', { selector: 'p' })).toBeInTheDocument();
    const included = within(pro).getByRole('list', { name: 'Included' });
    expect(included).toHaveTextContent('Saved-word review');
    // The quota has its own line, so the feature repeating it is left out.
    expect(included).not.toHaveTextContent('100 translations a day');
    expect(within(pro).getByText('Teams of 5 or more: 15% off each seat')).toBeInTheDocument();
    expect(within(pro).getByText('Recommended')).toBeInTheDocument();
    expect(within(pro).getByRole('link', { name: 'Choose Pro' })).toHaveAttribute(
      'href',
      '/signup',
    );

    const enterprise = planCard('Enterprise');
    expect(
      within(enterprise).getByText('Teams of 5 or more: 20% off each seat'),
    ).toBeInTheDocument();
    expect(within(enterprise).getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('switches between monthly and yearly prices, showing the saving', async () => {
    const user = userEvent.setup();
    renderPage(<PricingPage />, { api: fakeApi({ pricingPlans: async () => aPlanList() }) });
    await screen.findByRole('list', { name: 'Plans' });

    const monthly = screen.getByRole('button', { name: 'Monthly' });
    const yearly = screen.getByRole('button', { name: /^Yearly/ });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(yearly).toHaveAttribute('aria-pressed', 'false');
    expect(yearly).toHaveAccessibleName('Yearly save 17%');
    expect(within(planCard('Pro')).getByText('₫99,000')).toBeInTheDocument();
    expect(within(planCard('Pro')).getByText('per month')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('₫249,000')).toBeInTheDocument();

    await user.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    const pro = planCard('Pro');
    expect(within(pro).getByText('₫990,000')).toBeInTheDocument();
    expect(within(pro).getByText('per year')).toBeInTheDocument();
    expect(within(pro).getByText(/about ₫82,500 a month/)).toBeInTheDocument();
    expect(within(pro).getByText('You save 17% compared with paying monthly.')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('₫2,490,000')).toBeInTheDocument();
    expect(within(planCard('Free')).getByText('₫0')).toBeInTheDocument();
    expect(within(planCard('Free')).queryByText(/a month/)).not.toBeInTheDocument();

    await user.click(monthly);
    expect(within(planCard('Pro')).getByText('₫99,000')).toBeInTheDocument();
    expect(within(planCard('Pro')).queryByText(/You save/)).not.toBeInTheDocument();
  });

  it('says "up to" when the plans save different amounts', async () => {
    const plans = aPlanList().map((plan) =>
      plan.code === 'enterprise' ? { ...plan, yearly_saving_percent: 20 } : plan,
    );
    renderPage(<PricingPage />, { api: fakeApi({ pricingPlans: async () => plans }) });
    await screen.findByRole('list', { name: 'Plans' });
    expect(screen.getByRole('button', { name: /^Yearly/ })).toHaveAccessibleName(
      'Yearly save up to 20%',
    );
  });

  it("uses the reader's language for the plan texts and the price format", async () => {
    renderPage(<PricingPage />, {
      language: 'vi',
      api: fakeApi({ pricingPlans: async () => aPlanList() }),
    });
    await screen.findByRole('list', { name: 'Các gói' });
    const enterprise = screen.getByRole('listitem', { name: 'Doanh nghiệp' });
    expect(within(enterprise).getByText('249.000 ₫')).toBeInTheDocument();
    expect(
      within(enterprise).getByRole('link', { name: 'Chọn gói Doanh nghiệp' }),
    ).toBeInTheDocument();
  });

  it('falls back to English plan texts when the language has none', async () => {
    const plans = aPlanList().map((plan) => {
      const { zh: _zh, ...rest } = plan.translation_map;
      return { ...plan, translation_map: rest };
    });
    renderPage(<PricingPage />, {
      language: 'zh',
      api: fakeApi({ pricingPlans: async () => plans }),
    });
    await screen.findByRole('list', { name: '套餐' });
    expect(screen.getByRole('listitem', { name: 'Enterprise' })).toBeInTheDocument();
  });

  it('shows the translated error with a retry when the plans fail, and the rest of the page', async () => {
    const user = userEvent.setup();
    const pricingPlans = vi
      .fn<() => Promise<PricingPlan[]>>()
      .mockRejectedValueOnce(new ApiError(0, 'network/unreachable'))
      .mockResolvedValueOnce(aPlanList());
    renderPage(<PricingPage />, { api: fakeApi({ pricingPlans }) });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(screen.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
    // The notes and the questions do not depend on the call.
    expect(screen.getByRole('heading', { name: 'Good to know' })).toBeInTheDocument();
    expect(screen.getByText(/do not include VAT \(10%\)/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pricingPlans).toHaveBeenCalledTimes(2);
  });

  it('shows the spec fallback text when the failure carries no known key', async () => {
    renderPage(<PricingPage />, {
      api: fakeApi({ pricingPlans: () => Promise.reject(new TypeError('boom')) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch pricing plans');
  });

  it('answers the FAQ in disclosures, with the numbers from the plans', async () => {
    const user = userEvent.setup();
    renderPage(<PricingPage />, { api: fakeApi({ pricingPlans: async () => aPlanList() }) });
    await screen.findByRole('list', { name: 'Plans' });

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByText(/\?$/, { selector: 'summary span' });
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);

    const quota = within(faq).getByText('When do the free translations reset?');
    const details = quota.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(quota);
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('5 translations a day');
    expect(details).toHaveTextContent('midnight Vietnam time (UTC+7)');

    const invoice = within(faq).getByText('Can I get a VAT invoice?').closest('details')!;
    expect(within(invoice).getByRole('link', { name: 'support@lingualoop.vn' })).toHaveAttribute(
      'href',
      'mailto:support@lingualoop.vn',
    );
  });

  it('names the tab after the page', async () => {
    renderPage(<PricingPage />, { api: fakeApi({ pricingPlans: async () => aPlanList() }) });
    await waitFor(() => expect(document.title).toBe('Pricing · LinguaLoop'));
  });
});
