import { describe, expect, it } from 'vitest';
import { parseTab, searchForTab } from './tab';

describe('parseTab', () => {
  it('opens the named tab', () => {
    expect(parseTab(new URLSearchParams('tab=bookstore'))).toBe('bookstore');
    expect(parseTab(new URLSearchParams('tab=blog'))).toBe('blog');
    expect(parseTab(new URLSearchParams('tab=testimonies'))).toBe('testimonies');
    expect(parseTab(new URLSearchParams('tab=main'))).toBe('main');
  });

  it('opens main without a parameter or with an unknown value', () => {
    expect(parseTab(new URLSearchParams(''))).toBe('main');
    expect(parseTab(new URLSearchParams('tab='))).toBe('main');
    expect(parseTab(new URLSearchParams('tab=shop'))).toBe('main');
    expect(parseTab(new URLSearchParams('tab=Bookstore'))).toBe('main');
    expect(parseTab(new URLSearchParams('tab=constructor'))).toBe('main');
    expect(parseTab(new URLSearchParams('other=bookstore'))).toBe('main');
  });
});

describe('searchForTab', () => {
  it('writes the tab and keeps other parameters', () => {
    expect(searchForTab(new URLSearchParams('ref=mail'), 'bookstore').toString()).toBe(
      'ref=mail&tab=bookstore',
    );
  });

  it('drops the parameter for the main tab', () => {
    expect(searchForTab(new URLSearchParams('tab=blog&ref=mail'), 'main').toString()).toBe('ref=mail');
  });

  it('does not modify its input', () => {
    const params = new URLSearchParams('tab=blog');
    searchForTab(params, 'testimonies');
    expect(params.toString()).toBe('tab=blog');
  });
});
