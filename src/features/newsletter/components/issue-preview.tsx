import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { siteSettingsQueries } from '@/lib/site-settings/queries';
import type { IssueEdition } from '../api/issues';
import { previewEmail } from '../utils/preview';

// The composer's preview panel (docs/decisions/0040): the e-mail as subscribers get it, beside the
// staff kit's form; it reads the form's values and stores nothing.

/**
 * The e-mail's HTML in a sandboxed frame (no scripts). The site's Content-Security-Policy forbids
 * style attributes in markup (decision 0019), which the frame inherits, so the inline styles are
 * moved to `data-style` and applied through the CSSOM once the frame has loaded.
 */
function EmailFrame({ html, width, title }: { html: string; width: number; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const applyStyles = () => {
    const doc = ref.current?.contentDocument;
    doc?.querySelectorAll<HTMLElement>('[data-style]').forEach((el) => {
      el.style.cssText = el.dataset.style ?? '';
    });
  };
  return (
    <iframe
      ref={ref}
      title={title}
      sandbox="allow-same-origin"
      srcDoc={html.replace(/ style="/g, ' data-style="')}
      onLoad={applyStyles}
      className="h-[36rem] max-w-full rounded border border-slate-300 bg-white"
      style={{ width }}
    />
  );
}

/** The e-mail as HTML (in a frame 390 or 720 px wide) or as text. */
export function IssuePreview({ fields, slug }: { fields: IssueEdition; slug: string }) {
  const settings = useQuery(siteSettingsQueries.map());
  const identity = (settings.data?.site_identity ?? {}) as { name?: string };
  const contact = (settings.data?.contact_info ?? {}) as { address?: Record<string, string | undefined> };
  const a = contact.address ?? {};
  const address = [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' '), a.country]
    .filter(Boolean)
    .join(', ');
  const church = identity.name ?? 'Our Church';
  const mail = previewEmail({ ...fields, slug }, church, address ? `${church}, ${address}` : church);
  const [view, setView] = useState<'phone' | 'desktop' | 'text'>('phone');
  return (
    <section aria-label="Preview" className="grid gap-3">
      <div role="group" aria-label="Preview as" className="flex flex-wrap gap-2">
        {(['phone', 'desktop', 'text'] as const).map((v) => (
          <Button
            key={v}
            type="button"
            variant={view === v ? 'default' : 'outline'}
            aria-pressed={view === v}
            onClick={() => setView(v)}
          >
            {v === 'phone' ? 'Phone (HTML)' : v === 'desktop' ? 'Desktop (HTML)' : 'Text'}
          </Button>
        ))}
      </div>
      {view === 'text' ? (
        <pre className="max-w-full overflow-auto rounded border border-slate-300 bg-white p-3 text-sm whitespace-pre-wrap">
          {mail.text}
        </pre>
      ) : (
        <EmailFrame
          html={mail.html}
          width={view === 'phone' ? 390 : 720}
          title={`E-mail preview at ${view} width`}
        />
      )}
    </section>
  );
}
