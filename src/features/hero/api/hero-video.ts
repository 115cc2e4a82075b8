import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase-rest';

/** The active hero video (spec §3 `hero_videos`); times in seconds, 0 meaning "not set". */
export interface HeroVideo {
  video_file_path: string;
  start_seconds: number;
  end_seconds: number;
}

/**
 * Reads the active hero video (spec §7 `hero_videos`).
 *
 * @returns the video, or `null` when no row is active (PostgREST code PGRST116, silent).
 * @throws any other PostgREST error.
 */
export async function fetchActiveHeroVideo(): Promise<HeroVideo | null> {
  const { data, error } = await db
    .from('hero_videos')
    .select('video_file_path, start_seconds, end_seconds')
    .eq('is_active', true)
    .single();
  if (error) {
    if (error.code === 'PGRST116') return null;
    throw error;
  }
  return {
    video_file_path: data.video_file_path,
    start_seconds: data.start_seconds ?? 0,
    end_seconds: data.end_seconds ?? 0,
  };
}

/** Query-key factory of `hero_videos`. */
export const heroVideoQueries = {
  all: () => ['hero_videos'] as const,
  active: () =>
    queryOptions({
      queryKey: [...heroVideoQueries.all(), 'active'] as const,
      queryFn: fetchActiveHeroVideo,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
