import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './scroll-to-top-button';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

/** What lies under the button's place (jsdom has no layout: the test says). */
let underButton: Element[] = [];

describe('ScrollToTopButton', () => {
  beforeEach(() => {
    underButton = [document.body];
    document.elementsFromPoint = () => underButton;
  });
  afterEach(() => scrollTo(0));

  it('appears after 300 px and scrolls smoothly to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ScrollToTopButton />);
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(301);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('steps aside while a form lies under its place, and comes back after it', () => {
    const form = document.createElement('form');
    const submit = document.createElement('button');
    form.append(submit);
    document.body.append(form);
    render(<ScrollToTopButton />);
    underButton = [submit, form, document.body];
    scrollTo(900);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    underButton = [document.body];
    scrollTo(1400);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    form.remove();
  });
});
