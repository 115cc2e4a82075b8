import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example({ controlled = false, onChange }: { controlled?: boolean; onChange?: (v: string) => void }) {
  const [value, setValue] = useState('one');
  const state = controlled
    ? {
        value,
        onValueChange: (next: string) => {
          setValue(next);
          onChange?.(next);
        },
      }
    : { defaultValue: 'one', onValueChange: onChange };
  return (
    <Tabs {...state}>
      <TabsList aria-label="Example">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('ties each panel to its tab (WAI-ARIA Tabs: aria-controls, aria-labelledby)', () => {
    render(<Example />);
    for (const name of ['One', 'Two']) {
      const tab = screen.getByRole('tab', { name });
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
      expect(panel).toHaveAttribute('tabindex', '0');
    }
  });

  it('mounts only the open panel and hides the others', () => {
    render(<Example />);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
    expect(screen.queryByText('Second panel')).toBeNull();
    const hidden = document.getElementById(
      screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-controls')!,
    );
    expect(hidden).toHaveAttribute('hidden');
    expect(hidden).toHaveAttribute('data-state', 'inactive');
  });

  for (const controlled of [false, true]) {
    it(`opens a tab by click and by arrow key (${controlled ? 'controlled' : 'uncontrolled'})`, async () => {
      const onChange = vi.fn();
      render(<Example controlled={controlled} onChange={onChange} />);
      await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
      expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
      expect(screen.queryByText('First panel')).toBeNull();
      await userEvent.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
      expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
      expect(onChange.mock.calls.map(([value]) => value)).toEqual(['two', 'one']);
    });
  }

  it('refuses a panel outside Tabs', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TabsContent value="one">Alone</TabsContent>)).toThrow(
      'TabsContent must be rendered inside Tabs',
    );
    quiet.mockRestore();
  });
});
