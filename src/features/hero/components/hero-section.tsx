import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import heroPoster from '@/assets/hero-poster.svg';
import { buttonVariants } from '@/components/ui/button';
import { publicUrl } from '@/lib/supabase-rest';
import { heroVideoQueries } from '../api/hero-video';
import { HeroVideoPlayer } from './hero-video-player';
import { ServiceTicker } from './service-ticker';
import { homeMessages } from '@/i18n/home';
import { useMessages } from '@/lib/i18n/messages';

/**
 * Home section 1 (spec §2, §4): the hero. While the video row loads it shows 'Loading Hero...';
 * with an active video it plays it behind the welcome text; without one (or on a failed read,
 * spec §8) it shows a gradient with 'Welcome to Our Church'. The ticker runs along its foot.
 *
 * The welcome text is painted from the first render, with the loading status above it, so the
 * page's largest paint does not wait for the `hero_videos` read (docs/decisions/0006).
 */
export function HeroSection() {
  const { data: video, isPending } = useQuery(heroVideoQueries.active());
  const state = isPending ? 'loading' : video ? 'video' : 'fallback';
  const m = useMessages(homeMessages);

  return (
    <section
      data-testid="hero"
      data-state={state}
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[88svh] flex-col overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div className="relative isolate flex flex-1 flex-col">
        {video ? (
          <HeroVideoPlayer
            src={publicUrl('hero-videos', video.video_file_path)}
            poster={heroPoster}
            startSeconds={video.start_seconds}
            endSeconds={video.end_seconds}
          />
        ) : null}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/35 to-black/70"
        />
        <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center justify-center gap-6 px-4 pt-24 pb-16 text-center sm:px-6">
          {state === 'loading' ? (
            <p
              role="status"
              className="absolute bottom-6 left-1/2 -translate-x-1/2 rounded-full bg-black/50 px-3 py-1 text-sm font-medium text-slate-100"
            >
              {m.heroLoading}
            </p>
          ) : null}
          <h1
            id="hero-title"
            className="font-serif text-4xl font-bold tracking-tight drop-shadow-md sm:text-5xl md:text-6xl"
          >
            {m.heroTitle}
          </h1>
          <p className="max-w-2xl text-lg text-slate-100 drop-shadow md:text-xl">{m.heroText}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/about" className={buttonVariants({ variant: 'gold', size: 'lg' })}>
              {m.learnAboutUs}
            </Link>
            <Link to="/live" className={buttonVariants({ variant: 'outlineLight', size: 'lg' })}>
              {m.watchLive}
            </Link>
          </div>
        </div>
      </div>
      <ServiceTicker />
    </section>
  );
}
