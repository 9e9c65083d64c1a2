import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form';

const api = vi.hoisted(() => ({ POST: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));

afterEach(() => {
  cleanup();
  api.POST.mockReset();
});

/** By accessible name, which leaves out the decorative "*" of required fields. */
const field = (label: string) => screen.getByRole('textbox', { name: label });

async function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

const errorOf = (label: string) => {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const complete = { Name: 'Ram Thapa', Email: 'ram@example.com.np', Subject: 'Pricing', Message: 'Do you offer NGO rates?' };

describe('ContactForm', () => {
  it('checks every field before sending', async () => {
    render(<ContactForm />);

    await fill({ Email: 'not-an-email' });

    expect(errorOf('Name')).toBe('Name is required');
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    expect(errorOf('Subject')).toBe('Subject is required');
    expect(errorOf('Message')).toBe('Message is required');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    expect(api.POST).not.toHaveBeenCalled();
  });

  it('posts the trimmed message and confirms it was sent', async () => {
    api.POST.mockResolvedValue({ data: { detail: 'Message received.' }, response: new Response(null, { status: 201 }) });
    render(<ContactForm />);

    await fill({ ...complete, Name: '  Ram Thapa ' });

    expect(api.POST).toHaveBeenCalledWith('/api/contact/', {
      body: { name: 'Ram Thapa', email: 'ram@example.com.np', subject: 'Pricing', message: 'Do you offer NGO rates?' },
    });
    expect(screen.getByRole('status').textContent).toContain('Thank you, your message has been sent.');
    expect(screen.getByRole('status').textContent).toContain('ram@example.com.np');
  });

  it("keeps what was typed and shows the server's field errors beside the fields", async () => {
    api.POST.mockResolvedValue({
      error: { subject: ['Ensure this field has no more than 200 characters.'] },
      response: new Response(null, { status: 400 }),
    });
    render(<ContactForm />);

    await fill(complete);

    expect(errorOf('Subject')).toBe('Ensure this field has no more than 200 characters.');
    expect((field('Message') as HTMLTextAreaElement).value).toBe(complete.Message);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the spec message for a server error', async () => {
    api.POST.mockResolvedValue({ error: {}, response: new Response(null, { status: 500 }) });
    render(<ContactForm />);

    await fill(complete);

    expect(screen.getByRole('alert').textContent).toBe(
      'Server error. Please try again later or contact support if the problem persists.',
    );
  });

  it('shows the spec message when the server cannot be reached', async () => {
    api.POST.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ContactForm />);

    await fill(complete);

    expect(screen.getByRole('alert').textContent).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect((field('Name') as HTMLInputElement).value).toBe(complete.Name);
  });
});
