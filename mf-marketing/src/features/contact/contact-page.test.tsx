import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ContactRequest, type ContactResponse } from '@lingualoop/shared';
import { deferred, fakeApi, renderPage } from '../../test-utils';
import ContactPage from './contact-page';

const received: ContactResponse = { id: 7, received_at: '2026-11-21T03:00:00.000Z' };

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fillIn(user: UserEvent, values: Partial<Record<string, string>> = {}) {
  const form = {
    'First name': '  An ',
    'Last name': 'Nguyễn',
    Email: ' an@example.com ',
    Subject: 'Question about Pro',
    Message: 'Hello,\n  can I pay by VietQR?',
    ...values,
  };
  for (const [label, value] of Object.entries(form)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('ContactPage', () => {
  it('shows business hours and the support email', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Business hours' });
    expect(hours).toHaveTextContent('Monday – Friday9:00 – 18:00');
    expect(hours).toHaveTextContent('Saturday10:00 – 16:00');
    expect(hours).toHaveTextContent('SundayClosed');
    expect(screen.getByRole('link', { name: 'support@lingualoop.vn' })).toHaveAttribute(
      'href',
      'mailto:support@lingualoop.vn',
    );
    expect(screen.getByText('We reply within 24–48 hours.')).toBeInTheDocument();
  });

  it('checks the form before sending, with translated messages, and focuses the first problem', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ contact: vi.fn() });
    renderPage(<ContactPage />, { api });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.contact).not.toHaveBeenCalled();
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(field('Message')).toHaveAccessibleDescription('Message is required');
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');

    // Once refused, fields are checked again as they change.
    await user.type(field('Email'), 'an@');
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address');
    await user.type(field('Email'), 'example.com');
    expect(field('Email')).not.toHaveAccessibleDescription();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a message of spaces only', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ contact: vi.fn() });
    renderPage(<ContactPage />, { api });
    await fillIn(user, { Message: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field('Message')).toHaveAccessibleDescription('Message is required');
    expect(field('Message')).toHaveFocus();
    expect(api.contact).not.toHaveBeenCalled();
  });

  it('sends the cleaned form, is busy meanwhile, then confirms; "send another" starts afresh', async () => {
    const user = userEvent.setup();
    const answer = deferred<ContactResponse>();
    const contact = vi.fn((_form: ContactRequest) => answer.promise);
    renderPage(<ContactPage />, { api: fakeApi({ contact }) });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(field('First name')).toHaveValue('  An ');
    expect(field('First name')).toHaveAttribute('readonly');
    await user.click(busy);
    expect(contact).toHaveBeenCalledTimes(1);
    expect(contact).toHaveBeenCalledWith({
      firstname: 'An',
      lastname: 'Nguyễn',
      email: 'an@example.com',
      subject: 'Question about Pro',
      message: 'Hello,\n  can I pay by VietQR?',
    });

    await act(async () => answer.resolve(received));
    const heading = screen.getByRole('heading', { name: 'Thank you, your message has been sent' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('We will reply to an@example.com within 24–48 hours.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    for (const label of ['First name', 'Last name', 'Email', 'Subject', 'Message']) {
      expect(field(label)).toHaveValue('');
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    }
    expect(field('First name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy');
  });

  it('keeps everything typed when sending fails, with a translated toast and inline error', async () => {
    const user = userEvent.setup();
    const contact = vi
      .fn<(form: ContactRequest) => Promise<ContactResponse>>()
      .mockRejectedValueOnce(new ApiError(429, 'request/too-many-requests'))
      .mockResolvedValueOnce(received);
    renderPage(<ContactPage />, { api: fakeApi({ contact }) });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const text = 'Too many requests. Please wait a moment and try again.';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(within(form).getByText(text)).toBeInTheDocument();
    expect(within(form).getByText('Your message was not sent.')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('  An ');
    expect(field('Last name')).toHaveValue('Nguyễn');
    // An email input drops surrounding spaces itself (HTML's value sanitisation).
    expect(field('Email')).toHaveValue('an@example.com');
    expect(field('Subject')).toHaveValue('Question about Pro');
    expect(field('Message')).toHaveValue('Hello,\n  can I pay by VietQR?');
    expect(field('First name')).not.toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByRole('heading', { name: /message has been sent/ }),
    ).toBeInTheDocument();
    expect(contact).toHaveBeenCalledTimes(2);
  });

  it("shows the server's refusal of one field under that field", async () => {
    const user = userEvent.setup();
    const contact = vi.fn(() => Promise.reject(new ApiError(400, 'contact/subject-invalid')));
    renderPage(<ContactPage />, { api: fakeApi({ contact }) });

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const text = 'Subject is required and must be at most 150 characters.';
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(field('Subject')).toHaveAccessibleDescription(text);
    expect(field('Subject')).toHaveFocus();
    expect(field('Subject')).toHaveValue('Question about Pro');
  });

  it('falls back to the spec text when the failure carries no key', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, {
      api: fakeApi({ contact: () => Promise.reject(new TypeError('offline')) }),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send your message');
  });

  it('speaks Vietnamese, form messages included', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, { language: 'vi' });
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')[0]).toHaveAccessibleDescription(/\S/);
    expect(screen.getByText('Thứ Hai – Thứ Sáu')).toBeInTheDocument();
  });
});
