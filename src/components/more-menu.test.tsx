import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoreMenu } from '@/components/more-menu';
import { renderWithRouter } from '@/components/test-router';

afterEach(cleanup);

async function setup() {
  await renderWithRouter(() => <MoreMenu />);
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'More' });
  return { user, button };
}

describe('MoreMenu', () => {
  it('is closed at first, with its state exposed on the button', async () => {
    const { button } = await setup();

    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with Enter on the first item, moves with the arrows, Home and End, and wraps', async () => {
    const { user, button } = await setup();
    button.focus();

    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Terms of Service' }));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Privacy Policy' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Terms of Service' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Privacy Policy' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Terms of Service' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Privacy Policy' }));
  });

  it('opens with Space, and with ArrowUp on the last item', async () => {
    const { user, button } = await setup();
    button.focus();

    await user.keyboard(' ');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Terms of Service' }));
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Privacy Policy' }));
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, button } = await setup();
    await user.click(button);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('links its items to the legal pages', async () => {
    const { user, button } = await setup();

    await user.click(button);

    expect(screen.getByRole('menuitem', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('menuitem', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('closes when a pointer goes down outside it', async () => {
    const { user, button } = await setup();
    await user.click(button);

    await user.click(document.body);

    expect(screen.queryByRole('menu')).toBeNull();
  });
});
