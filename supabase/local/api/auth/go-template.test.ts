/**
 * The local mailer's Go template subset (go-template.ts): each expected output is what Go's
 * html/template (Go 1.19) printed for the same template and data (`else with` is Go 1.23's).
 */
import { describe, expect, it } from 'vitest';
import { GoTemplateError, isTrue, renderGoTemplate } from './go-template';

const render = renderGoTemplate;

describe('fields', () => {
  it('prints top-level and nested map values, and nothing for a missing key', () => {
    const data = { Email: 'ann@example.org', Data: { church_name: 'Grace Chapel' } };
    expect(render('{{ .Email }} / {{.Data.church_name}} / [{{ .Data.missing }}] / [{{ .Nope }}]', data)).toBe(
      'ann@example.org / Grace Chapel / [] / []',
    );
    expect(render('{{ .Data.n }} {{ .Data.b }}', { Data: { n: 3, b: true } })).toBe('3 true');
  });

  it('a field of a missing value is missing too; a field of a string is an error, as in Go', () => {
    expect(render('[{{ .Data.a.b }}]{{ if .Data.a.b }}yes{{ end }}', { Data: {} })).toBe('[]');
    expect(() => render('{{ .Email.x }}', { Email: 'a' })).toThrow(/can't evaluate field x/);
  });
});

describe('if, with, else, end', () => {
  const data = { Data: { church_name: 'Grace Chapel', empty: '', zero: 0, list: [], map: {} } };

  it('if / else if / else', () => {
    const t = '{{ if .Data.none }}a{{ else if .Data.church_name }}b{{ else }}c{{ end }}';
    expect(render(t, data)).toBe('b');
    expect(render(t, { Data: {} })).toBe('c');
  });

  it('with sets the dot; else when the value is empty', () => {
    const t = '{{ with .Data.church_name }}[{{ . }}]{{ else }}none{{ end }}';
    expect(render(t, data)).toBe('[Grace Chapel]');
    for (const key of ['empty', 'zero', 'list', 'map', 'missing']) {
      expect(render(`{{ with .Data.${key} }}yes{{ else }}no{{ end }}`, data)).toBe('no');
    }
    expect(render('{{ if .Data.x }}a{{ else with .Data.church_name }}{{ . }}{{ end }}', data)).toBe(
      'Grace Chapel',
    );
  });

  it('nests, and keeps the outer dot after a with', () => {
    const t = '{{ with .Data }}{{ if .church_name }}{{ .church_name }}{{ end }}{{ end }} {{ .Email }}';
    expect(render(t, { ...data, Email: 'e' })).toBe('Grace Chapel e');
  });

  it('not, and, or, constants and parentheses', () => {
    expect(render('{{ if not .Data.empty }}yes{{ end }}', data)).toBe('yes');
    expect(render('{{ and .Data.church_name .Data.empty }}|{{ or .Data.empty "x" }}', data)).toBe('|x');
    expect(render('{{ if and (not .Data.zero) .Data.church_name }}ok{{ end }}', data)).toBe('ok');
    expect(render('{{ if true }}t{{ end }}{{ if false }}f{{ end }}{{ "a\\"b" }}', data)).toBe('ta&#34;b');
  });

  it('Go truth', () => {
    expect([undefined, null, false, 0, '', [], {}].map(isTrue)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([true, 1, 'x', [0], { a: 1 }].map(isTrue)).toEqual([true, true, true, true, true]);
  });
});

describe('text', () => {
  it('trim markers remove the whitespace on their side; comments print nothing', () => {
    expect(render('a  \n {{- .X -}} \n  b', { X: 'x' })).toBe('axb');
    expect(render('a {{/* note */}} b {{- /* trimmed */ -}} c', {})).toBe('a  bc');
  });

  it('drops HTML comments of the template, as html/template does', () => {
    expect(render('<p>a<!-- hidden {{ .X }} -->b</p>', { X: 'x' })).toBe('<p>ab</p>');
  });
});

describe('escaping (html/template contexts)', () => {
  it("escapes text with Go's table", () => {
    expect(render('<p>{{ .X }}</p>', { X: `<a href='x'>"Tom" & Jerry + 1\0</a>` })).toBe(
      '<p>&lt;a href=&#39;x&#39;&gt;&#34;Tom&#34; &amp; Jerry &#43; 1\uFFFD&lt;/a&gt;</p>',
    );
  });

  it('escapes the subject line too (supabase/auth#1361)', () => {
    expect(render('Reset your password for {{ .Data.n }}', { Data: { n: "St Mary's & Co" } })).toBe(
      'Reset your password for St Mary&#39;s &amp; Co',
    );
  });

  it('a URL attribute: safe schemes only, normalised, then HTML-escaped', () => {
    const href = (url: string) => render('<a href="{{ .U }}">x</a>', { U: url });
    expect(href('http://127.0.0.1:54321/auth/v1/verify?token=ab&type=recovery&redirect_to=http://x/y')).toBe(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=ab&amp;type=recovery&amp;redirect_to=http://x/y">x</a>',
    );
    expect(href("https://x.example/a b'(c)é%41")).toBe(
      '<a href="https://x.example/a%20b%27%28c%29%c3%a9%41">x</a>',
    );
    expect(href('javascript:alert(1)')).toBe('<a href="#ZgotmplZ">x</a>');
    expect(href(' JavaScript:alert(1)')).toBe('<a href="#ZgotmplZ">x</a>');
    expect(href('mailto:a@b.org')).toBe('<a href="mailto:a@b.org">x</a>');
    expect(href('/admin/welcome')).toBe('<a href="/admin/welcome">x</a>');
    // After the start of the address: percent-encoded in the query, normalised before it.
    expect(render('<a href="https://x.example/?q={{ .Q }}">x</a>', { Q: 'a&b c/d' })).toBe(
      '<a href="https://x.example/?q=a%26b%20c%2fd">x</a>',
    );
    expect(render("<a href='https://x.example/{{ .P }}'>x</a>", { P: 'a b/c' })).toBe(
      "<a href='https://x.example/a%20b/c'>x</a>",
    );
  });

  it('other quoted attributes and element content are escaped as text', () => {
    expect(render('<p title="{{ .T }}" style="color: red">{{ .T }}</p>', { T: '"x" <y>' })).toBe(
      '<p title="&#34;x&#34; &lt;y&gt;" style="color: red">&#34;x&#34; &lt;y&gt;</p>',
    );
    expect(render('<title>{{ .T }}</title>', { T: 'a<b' })).toBe('<title>a&lt;b</title>');
  });

  it('refuses values where this subset cannot escape as Go would', () => {
    for (const template of [
      '<script>var x = "{{ .X }}";</script>',
      '<p onclick="{{ .X }}">',
      '<p style="color: {{ .X }}">',
      '<a href={{ .X }}>',
      '<p {{ .X }}>',
    ]) {
      expect(() => render(template, { X: 'x' }), template).toThrow(GoTemplateError);
    }
  });
});

describe('what is not supported is refused at parse time', () => {
  it.each([
    ['{{ range .Data }}x{{ end }}', /range/],
    ['{{ .X | html }}', /pipelines/],
    ['{{ printf "%s" .X }}', /function "printf" not defined/],
    ['{{ $x := .X }}', /variables/],
    ['{{ template "x" }}', /template/],
    ['{{ if .X }}a', /no \{\{end\}\}/],
    ['a{{ end }}', /unexpected \{\{end\}\}/],
    ['{{ else }}', /unexpected \{\{else\}\}/],
    ['{{ .X ', /unclosed action/],
    ['{{ .X .Y }}', /non-function/],
  ])('%s', (template, message) => {
    expect(() => render(template, { X: 'x', Y: 'y' })).toThrow(message);
  });
});
