/**
 * Twenty script-injection payloads after the OWASP XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html): script
 * tags, event handlers, `javascript:` and `data:` URLs in HTML and in Markdown links and images,
 * encoded variants and SVG. Every one that ran would call `alert`, so a test notices it as a
 * dialog (Playwright) or a call of the spied `window.alert` (Vitest).
 *
 * One list for the unit, component and end-to-end tests of every view that shows text typed by
 * people (blog posts, testimonies).
 */
export const XSS_PAYLOADS: readonly { name: string; payload: string }[] = [
  { name: 'script tag', payload: `<script>alert('XSS')</script>` },
  {
    name: 'polyglot',
    payload: `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  },
  { name: 'image with a javascript: source', payload: `<IMG SRC="javascript:alert('XSS');">` },
  { name: 'mixed-case javascript: scheme', payload: `<IMG SRC=JaVaScRiPt:alert('XSS')>` },
  { name: 'grave-accent quoting', payload: '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>' },
  { name: 'anchor with an event handler', payload: `<a onmouseover="alert(document.cookie)">xxs link</a>` },
  { name: 'malformed image tag', payload: `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>` },
  {
    name: 'onerror with fromCharCode',
    payload: `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  },
  {
    name: 'onerror with padded decimal entities',
    payload:
      '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  },
  {
    name: 'decimal character references',
    payload:
      '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  },
  {
    name: 'hexadecimal character references',
    payload:
      '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  },
  { name: 'encoded embedded tab', payload: `<IMG SRC="jav&#x09;ascript:alert('XSS');">` },
  { name: 'SVG onload', payload: `<svg/onload=alert('XSS')>` },
  { name: 'body onload', payload: `<BODY ONLOAD=alert('XSS')>` },
  { name: 'iframe with a javascript: source', payload: `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>` },
  {
    name: 'meta refresh to a data: URL',
    payload: `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  },
  {
    name: 'Markdown link and autolink to javascript:',
    payload: `[Click me](javascript:alert('XSS')) <javascript:alert('XSS')>`,
  },
  {
    name: 'Markdown link to an entity-encoded javascript:',
    payload: `[Click me](&#106;avascript&#58;alert('XSS'))`,
  },
  {
    name: 'Markdown link to a data: URL',
    payload: `[Open](data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K)`,
  },
  {
    name: 'Markdown images with javascript: and data: sources',
    payload: `![XSS](javascript:alert('XSS')) ![SVG](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
  },
];

/**
 * Lists what in a rendered subtree could run script or leave the page: elements that load or
 * run content (`script`, `iframe`, `img`, `svg`, `meta`, ...), `on*` event-handler attributes,
 * and `href`/`src`/`action`/`formaction`/`xlink:href` values with a `javascript:`, `vbscript:` or
 * `data:` scheme (tabs, newlines and leading spaces ignored, as browsers do).
 *
 * Self-contained (no imports, no closures) so that Playwright can run it in the page:
 * `locator.evaluate(findActiveContent, APP_OWN_ELEMENTS)`.
 *
 * @param root - the subtree to inspect; the whole document when omitted.
 * @param allowed - a selector of the app's own elements in that subtree (a cover image, an
 *   icon): they may be images or SVG and have a `data:` source, but never an event handler.
 * @returns one description per finding; empty when the subtree is inert.
 */
export function findActiveContent(root?: ParentNode | null, allowed?: string): string[] {
  const scope: ParentNode = root ?? document;
  const findings: string[] = [];
  const active = 'script, iframe, frame, object, embed, img, svg, math, meta, base, link, style, form, body';
  const isAllowed = (element: Element) => Boolean(allowed) && element.closest(allowed as string) !== null;
  for (const element of Array.from(scope.querySelectorAll(active))) {
    if (!isAllowed(element)) findings.push(`<${element.tagName.toLowerCase()}> element`);
  }
  for (const element of Array.from(scope.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces in a scheme (`java\tscript:`).
      const value = [...attribute.value]
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) findings.push(`${name} attribute on <${element.tagName.toLowerCase()}>`);
      if (
        !isAllowed(element) &&
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(name) &&
        /^(javascript|vbscript|data):/.test(value)
      ) {
        findings.push(`${name}="${attribute.value}" on <${element.tagName.toLowerCase()}>`);
      }
    }
  }
  return findings;
}

/**
 * The app's own images and icons around visitors' text: cover images (`FallbackImage`, whose
 * default is an inlined `data:` SVG) and decorative icons. For {@link findActiveContent}.
 */
export const APP_OWN_ELEMENTS = 'img[data-slot="fallback-image"], svg[aria-hidden="true"]';
