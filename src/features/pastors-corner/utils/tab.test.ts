import { describe, expect, it } from 'vitest';
import { parseTab } from './tab';

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
