import { render, screen } from '@testing-library/react';
import { findActiveContent, XSS_PAYLOADS } from '@/testing/xss-payloads';
import { PostMarkdown } from './post-markdown';

function renderContent(content: string) {
  const { container } = render(<PostMarkdown content={content} />);
  return container;
}

describe('PostMarkdown: the light markup of spec §2', () => {
  it('turns hard breaks (two spaces or a backslash) into line breaks too', () => {
    const container = renderContent('One  \nTwo\\\nThree');
    expect(container.querySelectorAll('p br')).toHaveLength(2);
  });

  it('uses the first definition of a reference label', () => {
    renderContent('[site][a]\n\n[a]: https://first.example\n[a]: https://second.example');
    expect(screen.getByRole('link', { name: /site/ })).toHaveAttribute('href', 'https://first.example/');
  });

  it('renders ## and ### as section headings', () => {
    renderContent('## Why prayer comes first\n\nText.\n\n### A simple rhythm\n\nMore.');
    expect(screen.getByRole('heading', { level: 2, name: 'Why prayer comes first' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'A simple rhythm' })).toBeInTheDocument();
  });

  it('never produces another heading level', () => {
    const container = renderContent('# One\n\n#### Four\n\n###### Six');
    expect(container.querySelector('h1, h4, h5, h6')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Four' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Six' })).toBeInTheDocument();
  });

  it('renders bold and italic', () => {
    const container = renderContent('Every tree has **deep roots**, and it is *not* __a__ _rule_.');
    expect([...container.querySelectorAll('strong')].map((e) => e.textContent)).toEqual(['deep roots', 'a']);
    expect([...container.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['not', 'rule']);
  });

  it('renders links that open in a new tab without handing over the page', () => {
    renderContent('Read [Daniel 6](https://www.biblegateway.com/passage/?search=Daniel+6 "NKJV") tonight.');
    const link = screen.getByRole('link', { name: /Daniel 6/ });
    expect(link).toHaveAttribute('href', 'https://www.biblegateway.com/passage/?search=Daniel+6');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('title', 'NKJV');
    expect(link).toHaveAccessibleName('Daniel 6 (opens in a new tab)');
  });

  it('allows mailto and same-site links', () => {
    renderContent(
      '[Write us](mailto:office@example.org) or see [the bookstore](/pastors-corner?tab=bookstore).',
    );
    expect(screen.getByRole('link', { name: /Write us/ })).toHaveAttribute(
      'href',
      'mailto:office@example.org',
    );
    expect(screen.getByRole('link', { name: /the bookstore/ })).toHaveAttribute(
      'href',
      '/pastors-corner?tab=bookstore',
    );
  });

  it('keeps the text of a link to any other scheme, without a link', () => {
    const container = renderContent(
      '[Call](tel:+13175550100) [Run](vbscript:msgbox) [File](file:///etc/passwd)',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent('Call Run File');
  });

  it('resolves reference links through the same rule', () => {
    renderContent(
      'See [the map][1] and [this][2].\n\n[1]: https://example.org/map\n[2]: javascript:alert(1)',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /the map/ })).toHaveAttribute('href', 'https://example.org/map');
  });

  it('turns single line endings into line breaks and blank lines into paragraphs', () => {
    const container = renderContent('Keep praying,\nPastor Samuel\n\nSecond paragraph.');
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[0]?.textContent).toBe('Keep praying,Pastor Samuel');
    expect(paragraphs[1]).toHaveTextContent('Second paragraph.');
  });

  it('shows lists as lines of text with their bullets and numbers, keeping inline markup', () => {
    const container = renderContent('- Morning\n- *Midday*\n\n1. First\n2. Second');
    expect(container.querySelector('ul, ol, li')).toBeNull();
    const [bullets, numbers] = container.querySelectorAll('p');
    expect(bullets?.textContent).toBe('• Morning• Midday');
    expect(bullets?.querySelectorAll('br')).toHaveLength(1);
    expect(bullets?.querySelector('em')).toHaveTextContent('Midday');
    expect(numbers?.textContent).toBe('1. First2. Second');
  });

  it('shows quotes, code and images as plain text and drops rules', () => {
    const container = renderContent(
      '> Quoted **words**\n\n---\n\n```\nlet x = 1;\n```\n\nUse `npm` and ![a cover](https://example.org/c.png)',
    );
    expect(container.querySelector('blockquote, pre, code, hr, img')).toBeNull();
    expect(container).toHaveTextContent('Quoted words');
    expect(container.querySelector('strong')).toHaveTextContent('words');
    expect(container).toHaveTextContent('let x = 1;');
    expect(container).toHaveTextContent('Use npm and a cover');
  });

  it('shows raw HTML as text', () => {
    const container = renderContent('<div class="x">Hello</div>\n\nA <b>bold</b> <br> move');
    expect(container.querySelector('[data-testid="post-content"] div, b')).toBeNull();
    expect(container).toHaveTextContent('<div class="x">Hello</div>');
    expect(container).toHaveTextContent('A <b>bold</b> <br> move');
  });

  it('only ever produces the allowed elements', () => {
    const container = renderContent(
      '# h\n\n## h2\n\n- a\n\n> q\n\n`c`\n\n***\n\n![i](https://e.org/i.png)\n\n<table><tr><td>t</td></tr></table>\n\n**b** *i* [l](https://e.org)',
    );
    const tags = new Set(
      [...container.querySelectorAll('[data-testid="post-content"] *')].map((e) => e.tagName),
    );
    for (const tag of tags) expect(['P', 'H2', 'H3', 'STRONG', 'EM', 'A', 'BR', 'SPAN']).toContain(tag);
  });
});

describe('PostMarkdown: the OWASP filter-evasion payloads are inert', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(XSS_PAYLOADS)('$name', ({ payload }) => {
    const container = renderContent(`Before\n\n${payload}\n\nAfter ${payload} inline`);
    expect(findActiveContent(container)).toEqual([]);
    // Whatever was not a safe link is still there for the reader, as text.
    expect(container).toHaveTextContent('Before');
    expect(container).toHaveTextContent('After');
    for (const link of screen.queryAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|\/|#)/);
    }
    expect(alert).not.toHaveBeenCalled();
  });

  it('all twenty at once', () => {
    expect(XSS_PAYLOADS).toHaveLength(20);
    const container = renderContent(XSS_PAYLOADS.map((p) => p.payload).join('\n\n'));
    expect(findActiveContent(container)).toEqual([]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container).toHaveTextContent("<script>alert('XSS')</script>");
  });
});
