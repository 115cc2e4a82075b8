import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from './editor-fields';
import { LanguageTabs, lacksSpanish } from './language-tabs';

interface Values {
  title: string;
  title_es: string;
}

function Group({ initial }: { initial: Values }) {
  const form = useForm<Values>({ defaultValues: initial });
  return (
    <FormProvider {...form}>
      <LanguageTabs<Values>
        label="Text"
        pairs={[['title', 'title_es']]}
        english={<TextField<Values> name="title" label="Title" />}
        spanish={<TextField<Values> name="title_es" label="Spanish title (optional)" />}
      />
    </FormProvider>
  );
}

describe('LanguageTabs', () => {
  it("marks the 'Español' tab 'Spanish missing' while the English has no Spanish, and not once it has", async () => {
    const user = userEvent.setup();
    render(<Group initial={{ title: 'Carols', title_es: '' }} />);
    const spanish = screen.getByRole('tab', { name: 'Español Spanish missing' });
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await user.click(spanish);
    await user.type(screen.getByLabelText('Spanish title (optional)'), 'Villancicos');
    expect(spanish).toHaveAccessibleName('Español');
    expect(screen.queryByText('Spanish missing')).not.toBeInTheDocument();
  });

  it('shows no marker when the Spanish is filled or there is no English', () => {
    const { unmount } = render(<Group initial={{ title: 'Carols', title_es: 'Villancicos' }} />);
    expect(screen.queryByText('Spanish missing')).not.toBeInTheDocument();
    unmount();
    render(<Group initial={{ title: '', title_es: '' }} />);
    expect(screen.queryByText('Spanish missing')).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys and keeps what was typed in each', async () => {
    const user = userEvent.setup();
    render(<Group initial={{ title: 'Carols', title_es: '' }} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const spanish = screen.getByRole('tab', { name: /^Español/ });
    expect(spanish).toHaveFocus();
    expect(spanish).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: /^Español/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('Villancicos');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Carols');
    await user.click(spanish);
    expect(screen.getByLabelText('Spanish title (optional)')).toHaveValue('Villancicos');
  });

  it('lacksSpanish follows the needs_spanish rule: blank counts as missing, no English needs none', () => {
    expect(lacksSpanish(['Carols', ''])).toBe(true);
    expect(lacksSpanish(['Carols', '   '])).toBe(true);
    expect(lacksSpanish(['Carols', null])).toBe(true);
    expect(lacksSpanish(['Carols', 'Villancicos', 'Room 4', ''])).toBe(true);
    expect(lacksSpanish(['Carols', 'Villancicos', '', ''])).toBe(false);
    expect(lacksSpanish(['', 'Villancicos'])).toBe(false);
  });
});
