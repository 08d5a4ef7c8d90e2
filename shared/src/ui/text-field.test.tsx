import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from './test-utils';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and typed into', async () => {
    function Form() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Email"
          type="email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    renderWithTheme(<Form />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'an@example.com');
    expect(input).toHaveValue('an@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links its hint and error, and marks itself invalid', () => {
    renderWithTheme(
      <TextField
        label="Password"
        type="password"
        hint="At least 6 characters"
        error="Password is required"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 6 characters Password is required');
  });

  it('shows a required field as required', () => {
    renderWithTheme(<TextField label="First name" required />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired();
  });

  it('keeps a visually hidden label as the name', () => {
    renderWithTheme(<TextField label="Search" hideLabel placeholder="Search courses" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('renders a textarea with `multiline`', async () => {
    renderWithTheme(<TextField multiline label="Message" rows={5} error="Message is required" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '5');
    expect(textarea).toHaveAccessibleDescription('Message is required');
    await userEvent.type(textarea, 'Hello{Enter}there');
    expect(textarea).toHaveValue('Hello\nthere');
  });

  it('keeps an id given by the caller', () => {
    renderWithTheme(<TextField label="Subject" id="contact-subject" hint="Short" />);
    const input = screen.getByLabelText('Subject');
    expect(input).toHaveAttribute('id', 'contact-subject');
    expect(input).toHaveAttribute('aria-describedby', 'contact-subject-hint');
  });
});
