import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { ContentText } from '@/components/ui/content-text';
import type { LocalizedText } from '@/lib/localized';
import { cn } from '@/lib/utils';
import { liveMessages } from '@/i18n/live';
import { useMessages } from '@/lib/i18n/messages';
import type { MeetingLink } from '../utils/meeting-links';

function Card({ title, children, id }: { title: ReactNode; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-xl bg-white p-6 shadow-md ring-1 ring-slate-200"
    >
      <h2 id={id} className="font-serif text-xl font-bold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function NewTab() {
  return <span className="sr-only">{useMessages(liveMessages).newTab}</span>;
}

/** The service information card (spec §3 `service_information_live_page`). */
export function ServiceInfoCard({
  title,
  lines,
  children,
}: {
  title: LocalizedText<string>;
  lines: readonly LocalizedText<string>[];
  children?: ReactNode;
}) {
  return (
    <Card title={<ContentText lang={title.lang}>{title.text}</ContentText>} id="live-service-info">
      <ul className="grid gap-1 text-slate-800">
        {lines.map((line) => (
          <li key={line.text}>
            {/* One note is enough: the title's, unless only these lines are English. */}
            <ContentText lang={line.lang} note={title.lang !== 'en'}>
              {line.text}
            </ContentText>
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}

/** 'Connect With Us': the YouTube channel and the contact page (spec §2 "Live"). */
export function ConnectCard({ channelUrl, channelLabel }: { channelUrl: string; channelLabel: string }) {
  const m = useMessages(liveMessages);
  return (
    <Card title={m.connect} id="live-connect">
      <p className="text-slate-800">{m.connectText}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={channelUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'default' })}
        >
          {channelLabel}
          <NewTab />
        </a>
        <Link to="/contact" className={buttonVariants({ variant: 'outline' })}>
          {m.contact}
        </Link>
      </div>
    </Card>
  );
}

/**
 * 'Online Meeting Links' (spec §2 "Live"); the caller leaves it out when there are no links.
 * Each opens in a new tab.
 */
export function MeetingLinksCard({ links }: { links: readonly MeetingLink[] }) {
  const m = useMessages(liveMessages);
  return (
    <Card title={m.meetingLinks} id="live-meeting-links">
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonVariants({ variant: 'outline' }), 'w-full justify-start')}
            >
              {link.label}
              <NewTab />
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
