import { render, screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { ContentText, ONLY_IN_ENGLISH } from './content-text';

afterEach(() => setLocale('en'));

describe('ContentText', () => {
  it('shows English on an English page as it is: no lang, no note', () => {
    const { container } = render(
      <h1>
        <ContentText lang="en">Faith That Works</ContentText>
      </h1>,
    );
    expect(container.innerHTML).toBe('<h1>Faith That Works</h1>');
  });

  it('shows Spanish on a Spanish page as it is', () => {
    setLocale('es');
    const { container } = render(
      <h1>
        <ContentText lang="es">Una fe que obra</ContentText>
      </h1>,
    );
    expect(container.innerHTML).toBe('<h1>Una fe que obra</h1>');
  });

  it("marks English on a Spanish page with lang='en' and the words 'Solo en inglés'", () => {
    setLocale('es');
    render(
      <h1>
        <ContentText lang="en">Prayer Night</ContentText>
      </h1>,
    );
    const heading = screen.getByRole('heading');
    expect(screen.getByText('Prayer Night')).toHaveAttribute('lang', 'en');
    expect(heading).toHaveTextContent(`Prayer Night ${ONLY_IN_ENGLISH}`);
    // The note is in the page's language, outside the English text.
    expect(screen.getByText(ONLY_IN_ENGLISH).closest('[lang]')).toBeNull();
  });

  it('counts a text whose language is not known as English', () => {
    setLocale('es');
    render(<ContentText lang={undefined}>Prayer Night</ContentText>);
    expect(screen.getByText('Prayer Night')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(ONLY_IN_ENGLISH)).toBeInTheDocument();
  });

  it('puts the note before a block of English text', () => {
    setLocale('es');
    const { container } = render(
      <ContentText lang="en" as="div" block>
        <p>First paragraph</p>
      </ContentText>,
    );
    expect(container.firstElementChild).toHaveTextContent(ONLY_IN_ENGLISH);
    expect(container.lastElementChild).toHaveAttribute('lang', 'en');
    expect(container.lastElementChild?.tagName).toBe('DIV');
  });

  it('gives a text in another language its lang without a note when it is no fallback', () => {
    render(
      <ContentText lang="es" note={false} as="p">
        Dios es fiel
      </ContentText>,
    );
    expect(screen.getByText('Dios es fiel')).toHaveAttribute('lang', 'es');
    expect(screen.queryByText(ONLY_IN_ENGLISH)).toBeNull();
    setLocale('es');
    render(
      <ContentText lang="en" note={false}>
        God is faithful
      </ContentText>,
    );
    expect(screen.getByText('God is faithful')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(ONLY_IN_ENGLISH)).toBeNull();
  });
});
