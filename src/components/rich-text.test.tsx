import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('puts elements where the message places them, between its words', () => {
    const { container } = render(
      <p>
        <RichText id="roles.youAreAt" values={{ name: <strong>Sita</strong>, role: 'Admin', company: <em>Himal Tech</em> }} />
      </p>,
    );
    expect(container.textContent).toBe('You are signed in as Sita, Admin at Himal Tech.');
    expect(screen.getByText('Sita').tagName).toBe('STRONG');
    expect(screen.getByText('Himal Tech').tagName).toBe('EM');
  });
});
