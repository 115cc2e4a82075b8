/**
 * The part of Go's `html/template` that Auth e-mail templates use, as GoTrue renders them
 * (supabase/auth `internal/mailer/templatemailer`: body and subject are both parsed with
 * `html/template` and executed with a `map[string]any`).
 *
 * Supported: output of fields (`{{ .ConfirmationURL }}`, `{{ .Data.church_name }}`, `{{ . }}`),
 * `{{ if }}`, `{{ with }}`, `{{ else }}`, `{{ else if }}`, `{{ else with }}`, `{{ end }}`, the
 * functions `not`, `and` and `or`, string and boolean constants, parentheses, comments
 * (`{{/* … *\/}}`) and the trim markers `{{-` and `-}}`. Anything else (`range`, `define`,
 * `template`, pipes, variables, other functions) is refused when the template is parsed, as an
 * unknown function is by Go, so a template that renders here uses nothing this stack ignores.
 *
 * Escaping follows html/template's contexts: text and quoted attribute values are HTML-escaped
 * with Go's table (`&amp;`, `&lt;`, `&gt;`, `&#34;`, `&#39;`, `&#43;`, NUL as U+FFFD); in a
 * URL attribute (`href`, `src`, …) a value that starts the attribute is checked for a safe scheme
 * (http, https, mailto, or none; else `#ZgotmplZ`) and normalised (percent-encoding what a URL may
 * not hold, including `'`, `(`, `)` and spaces), a value after `?` or `#` is percent-encoded
 * entirely, and the result is HTML-escaped. HTML comments in the template's text are dropped,
 * as html/template drops them. Values in `<script>`, `<style>`, event-handler or `style`
 * attributes, unquoted attributes or attribute names are refused.
 *
 * Missing map keys print nothing and are false, and so do their fields (`{{ .Data.a.b }}` with
 * no `a`); a field of a string or number is an error, as in Go. Checked against Go's own
 * html/template with the project's templates and the cases of go-template.test.ts.
 */

/** What a template is executed with (GoTrue's `map[string]any`). */
export type TemplateData = Record<string, unknown>;

type Operand =
  | { type: 'field'; path: string[] }
  | { type: 'string'; value: string }
  | { type: 'bool'; value: boolean }
  | { type: 'call'; name: 'not' | 'and' | 'or'; args: Operand[] };

type Node =
  | { type: 'text'; text: string }
  | { type: 'output'; expr: Operand; source: string }
  | { type: 'if' | 'with'; expr: Operand; source: string; then: Node[]; otherwise: Node[] };

/** A template that failed to parse or execute; the message says where and why. */
export class GoTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoTemplateError';
  }
}

const FUNCTIONS = new Set(['not', 'and', 'or']);

/** Splits an action's text into tokens: fields, strings, words, parentheses. */
function tokenize(source: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] ?? '';
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')') {
      tokens.push(c);
      i += 1;
    } else if (c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== '"') j += source[j] === '\\' ? 2 : 1;
      if (j >= source.length) throw new GoTemplateError(`unterminated quoted string in {{${source}}}`);
      tokens.push(source.slice(i, j + 1));
      i = j + 1;
    } else if (c === '`') {
      const j = source.indexOf('`', i + 1);
      if (j === -1) throw new GoTemplateError(`unterminated raw string in {{${source}}}`);
      tokens.push(source.slice(i, j + 1));
      i = j + 1;
    } else {
      let j = i;
      while (j < source.length && !/[\s()]/.test(source[j] ?? '')) j += 1;
      tokens.push(source.slice(i, j));
      i = j;
    }
  }
  return tokens;
}

/** Reads a Go double-quoted string literal. */
function unquote(token: string): string {
  if (token.startsWith('`')) return token.slice(1, -1);
  try {
    return JSON.parse(token) as string;
  } catch {
    throw new GoTemplateError(`unsupported string literal ${token}`);
  }
}

/** Parses one operand at `tokens[at]`. */
function parseOperand(tokens: string[], at: number, source: string): [Operand, number] {
  const token = tokens[at];
  if (token === undefined) throw new GoTemplateError(`missing value in {{${source}}}`);
  if (token === '(') {
    const [expr, next] = parseCommand(tokens, at + 1, source);
    if (tokens[next] !== ')') throw new GoTemplateError(`unclosed left paren in {{${source}}}`);
    return [expr, next + 1];
  }
  if (token === '.') return [{ type: 'field', path: [] }, at + 1];
  if (/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(token)) {
    return [{ type: 'field', path: token.slice(1).split('.') }, at + 1];
  }
  if (token.startsWith('"') || token.startsWith('`'))
    return [{ type: 'string', value: unquote(token) }, at + 1];
  if (token === 'true' || token === 'false') return [{ type: 'bool', value: token === 'true' }, at + 1];
  if (token === '|') throw new GoTemplateError(`pipelines are not supported: {{${source}}}`);
  if (token.startsWith('$')) throw new GoTemplateError(`variables are not supported: {{${source}}}`);
  if (FUNCTIONS.has(token))
    throw new GoTemplateError(`${token} needs parentheses as an argument: {{${source}}}`);
  throw new GoTemplateError(`function "${token}" not defined: {{${source}}}`);
}

/** Parses a command: a function call with its arguments, or one operand. */
function parseCommand(tokens: string[], at: number, source: string): [Operand, number] {
  const first = tokens[at];
  if (first !== undefined && FUNCTIONS.has(first)) {
    const args: Operand[] = [];
    let next = at + 1;
    while (next < tokens.length && tokens[next] !== ')') {
      const [arg, after] = parseOperand(tokens, next, source);
      args.push(arg);
      next = after;
    }
    const name = first as 'not' | 'and' | 'or';
    if (name === 'not' ? args.length !== 1 : args.length < 1) {
      throw new GoTemplateError(`wrong number of args for ${name}: {{${source}}}`);
    }
    return [{ type: 'call', name, args }, next];
  }
  const [operand, next] = parseOperand(tokens, at, source);
  if (next < tokens.length && tokens[next] !== ')') {
    throw new GoTemplateError(`can't give argument to non-function in {{${source}}}`);
  }
  return [operand, next];
}

/** Parses a whole action's expression. */
function parseExpression(source: string): Operand {
  const tokens = tokenize(source);
  if (tokens.length === 0) throw new GoTemplateError('missing value in {{ }}');
  if (tokens.includes('|')) throw new GoTemplateError(`pipelines are not supported: {{${source}}}`);
  const [expr, next] = parseCommand(tokens, 0, source);
  if (next !== tokens.length) throw new GoTemplateError(`unexpected "${tokens[next]}" in {{${source}}}`);
  return expr;
}

/**
 * Parses a template.
 *
 * @throws GoTemplateError on a syntax error or anything not supported (see the module comment).
 */
export function parseGoTemplate(template: string): Node[] {
  interface Frame {
    node: Extract<Node, { type: 'if' | 'with' }> | null;
    list: Node[];
    /** `else if` / `else with`: closed by the same `{{ end }}` as the frame below. */
    chained: boolean;
    inElse: boolean;
  }
  const root: Frame = { node: null, list: [], chained: false, inElse: false };
  const stack: Frame[] = [root];
  const top = (): Frame => stack[stack.length - 1] ?? root;
  // html/template drops HTML comments of the template's text (and any action inside them).
  let rest = template.replace(/<!--[\s\S]*?-->/g, '');
  let trimNext = false;

  const pushText = (text: string) => {
    if (text) top().list.push({ type: 'text', text });
  };

  while (rest.length > 0) {
    const open = rest.indexOf('{{');
    let text = open === -1 ? rest : rest.slice(0, open);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (open === -1) {
      pushText(text);
      break;
    }
    const close = rest.indexOf('}}', open + 2);
    if (close === -1) throw new GoTemplateError('unclosed action: {{ without }}');
    let inner = rest.slice(open + 2, close);
    if (/^-\s/.test(inner)) {
      text = text.replace(/\s+$/, '');
      inner = inner.slice(1);
    }
    trimNext = /\s-$/.test(inner);
    if (trimNext) inner = inner.slice(0, -1);
    pushText(text);
    rest = rest.slice(close + 2);

    const action = inner.trim();
    if (action.startsWith('/*')) {
      if (!action.endsWith('*/')) throw new GoTemplateError('unclosed comment');
      continue;
    }
    const [keyword = '', ...words] = action.split(/\s+/);
    const argument = action.slice(keyword.length).trim();
    if (keyword === 'if' || keyword === 'with') {
      const node = {
        type: keyword,
        expr: parseExpression(argument),
        source: action,
        then: [],
        otherwise: [],
      } as Extract<Node, { type: 'if' | 'with' }>;
      top().list.push(node);
      stack.push({ node, list: node.then, chained: false, inElse: false });
    } else if (keyword === 'else') {
      const frame = top();
      if (!frame.node || frame.inElse) throw new GoTemplateError('unexpected {{else}}');
      frame.inElse = true;
      frame.list = frame.node.otherwise;
      const chainedKeyword = words[0];
      if (chainedKeyword === 'if' || chainedKeyword === 'with') {
        const node = {
          type: chainedKeyword,
          expr: parseExpression(argument.slice(chainedKeyword.length).trim()),
          source: action,
          then: [],
          otherwise: [],
        } as Extract<Node, { type: 'if' | 'with' }>;
        frame.list.push(node);
        stack.push({ node, list: node.then, chained: true, inElse: false });
      } else if (words.length > 0) {
        throw new GoTemplateError(`unexpected "${argument}" after {{else}}`);
      }
    } else if (keyword === 'end') {
      if (words.length > 0) throw new GoTemplateError(`unexpected "${argument}" in {{end}}`);
      let frame = stack.pop();
      if (!frame?.node) throw new GoTemplateError('unexpected {{end}}');
      while (frame?.chained) frame = stack.pop();
    } else if (['range', 'define', 'template', 'block', 'break', 'continue'].includes(keyword)) {
      throw new GoTemplateError(`{{${keyword}}} is not supported by the local mailer`);
    } else {
      top().list.push({ type: 'output', expr: parseExpression(action), source: action });
    }
  }
  if (stack.length > 1) throw new GoTemplateError('unexpected EOF: an {{if}} or {{with}} has no {{end}}');
  return root.list;
}

/** Go's truth: false, 0, nil, and empty strings, lists and maps are false. */
export function isTrue(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function evaluate(expr: Operand, dot: unknown, source: string): unknown {
  switch (expr.type) {
    case 'string':
    case 'bool':
      return expr.value;
    case 'field': {
      let value = dot;
      for (const key of expr.path) {
        // A missing map entry is Go's invalid value: its fields are missing too, not an error.
        if (value === undefined || value === null) return undefined;
        if (typeof value !== 'object' || Array.isArray(value)) {
          throw new GoTemplateError(`can't evaluate field ${key} in type ${typeof value} in {{${source}}}`);
        }
        value = (value as Record<string, unknown>)[key];
      }
      return value;
    }
    case 'call': {
      if (expr.name === 'not') return !isTrue(evaluate(expr.args[0]!, dot, source));
      let last: unknown;
      for (const arg of expr.args) {
        last = evaluate(arg, dot, source);
        if (expr.name === 'and' ? !isTrue(last) : isTrue(last)) return last;
      }
      return last;
    }
  }
}

/** How html/template prints a value: nothing for nil, else Go's `fmt.Sprint`. */
function printed(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const HTML_ESCAPES: Record<string, string> = {
  '\0': '\uFFFD',
  '"': '&#34;',
  '&': '&amp;',
  "'": '&#39;',
  '+': '&#43;',
  '<': '&lt;',
  '>': '&gt;',
};

/** html/template's `htmlEscaper`: text and quoted attribute values. */
export function escapeHtmlLikeGo(value: string): string {
  return value.replace(/[\0"&'+<>]/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * html/template's URL processing: `normalize` keeps RFC 3986's reserved characters (but not `'`,
 * `(`, `)`) and existing `%` escapes; otherwise only unreserved characters are kept.
 */
function processUrl(value: string, normalize: boolean): string {
  let out = '';
  for (const byte of new TextEncoder().encode(value)) {
    const c = String.fromCharCode(byte);
    const keep = /[A-Za-z0-9\-._~]/.test(c) || (normalize && '!#$&*+,/:;=?@[]%'.includes(c) && byte < 0x80);
    out += keep ? c : `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** html/template's `urlFilter`: http, https, mailto or a relative address; else `#ZgotmplZ`. */
function urlFilter(value: string): string {
  const colon = value.indexOf(':');
  if (colon !== -1 && !value.slice(0, colon).includes('/')) {
    const scheme = value.slice(0, colon).toLowerCase();
    if (scheme !== 'http' && scheme !== 'https' && scheme !== 'mailto') return '#ZgotmplZ';
  }
  return value;
}

const URL_ATTRIBUTES = new Set([
  'action',
  'archive',
  'background',
  'cite',
  'classid',
  'codebase',
  'data',
  'formaction',
  'href',
  'icon',
  'longdesc',
  'manifest',
  'poster',
  'profile',
  'src',
  'usemap',
  'xmlns',
]);

type HtmlContext =
  | { kind: 'text' }
  | { kind: 'attr'; name: string; quoted: boolean; valueSoFar: string }
  | { kind: 'unsupported'; what: string };

/** Where text appended to `html` would land: text, an attribute value, or somewhere unsupported. */
function contextAt(html: string): HtmlContext {
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) return { kind: 'text' };
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end === -1) return { kind: 'unsupported', what: 'an HTML comment' };
      i = end + 3;
      continue;
    }
    const name = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(html.slice(lt));
    if (!name) {
      i = lt + 1;
      continue;
    }
    const tag = (name[1] ?? '').toLowerCase();
    const closing = html[lt + 1] === '/';
    i = lt + name[0].length;
    // Attributes up to the end of the tag.
    for (;;) {
      while (i < n && /\s/.test(html[i] ?? '')) i += 1;
      if (i >= n) return { kind: 'unsupported', what: `the attributes of <${tag}>` };
      if (html[i] === '>' || html.startsWith('/>', i)) {
        i += html[i] === '>' ? 1 : 2;
        break;
      }
      const attr = /^[^\s"'>/=]+/.exec(html.slice(i));
      if (!attr) {
        i += 1;
        continue;
      }
      const attrName = attr[0].toLowerCase();
      i += attr[0].length;
      while (i < n && /\s/.test(html[i] ?? '')) i += 1;
      if (i >= n) return { kind: 'unsupported', what: `the attributes of <${tag}>` };
      if (html[i] !== '=') continue;
      i += 1;
      while (i < n && /\s/.test(html[i] ?? '')) i += 1;
      if (i >= n) return { kind: 'attr', name: attrName, quoted: false, valueSoFar: '' };
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, i + 1);
        if (end === -1) return { kind: 'attr', name: attrName, quoted: true, valueSoFar: html.slice(i + 1) };
        i = end + 1;
      } else {
        const value = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? '';
        if (i + value.length >= n) return { kind: 'attr', name: attrName, quoted: false, valueSoFar: value };
        i += value.length;
      }
    }
    if (!closing && (tag === 'script' || tag === 'style')) {
      const end = html.toLowerCase().indexOf(`</${tag}`, i);
      if (end === -1) return { kind: 'unsupported', what: `<${tag}>` };
      i = end;
    }
  }
  return { kind: 'text' };
}

/** A printed value escaped for where it lands in the output so far. */
function escapeFor(output: string, value: string, source: string): string {
  const context = contextAt(output);
  if (context.kind === 'text') return escapeHtmlLikeGo(value);
  if (context.kind === 'unsupported') {
    throw new GoTemplateError(`{{${source}}} in ${context.what} is not supported by the local mailer`);
  }
  if (!context.quoted) {
    throw new GoTemplateError(`{{${source}}} in the unquoted attribute ${context.name} is not supported`);
  }
  if (context.name.startsWith('on') || context.name === 'style') {
    throw new GoTemplateError(`{{${source}}} in the ${context.name} attribute is not supported`);
  }
  if (URL_ATTRIBUTES.has(context.name)) {
    const url =
      context.valueSoFar.trim() === ''
        ? processUrl(urlFilter(value), true)
        : processUrl(value, !/[?#]/.test(context.valueSoFar));
    return escapeHtmlLikeGo(url);
  }
  return escapeHtmlLikeGo(value);
}

function execute(nodes: Node[], dot: unknown, out: { html: string }): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      out.html += node.text;
    } else if (node.type === 'output') {
      out.html += escapeFor(out.html, printed(evaluate(node.expr, dot, node.source)), node.source);
    } else {
      const value = evaluate(node.expr, dot, node.source);
      if (isTrue(value)) execute(node.then, node.type === 'with' ? value : dot, out);
      else execute(node.otherwise, dot, out);
    }
  }
}

/**
 * Parses and executes a template with `data`, as GoTrue's mailer does.
 *
 * @throws GoTemplateError when the template cannot be parsed or executed.
 */
export function renderGoTemplate(template: string, data: TemplateData): string {
  const out = { html: '' };
  execute(parseGoTemplate(template), data, out);
  return out.html;
}
