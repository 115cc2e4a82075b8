import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** Minimal shell page: proves the app reads the database (replaced by the full home page). */
export function HomeRoute() {
  const events = useQuery({
    queryKey: ['events', 'list'],
    queryFn: async () => {
      const { data, error } = await supabase.from('church_events').select('*').order('start_time');
      if (error) throw error;
      return data;
    },
  });
  return (
    <main>
      <h1>Upcoming Events</h1>
      {events.isPending ? <p role="status">Loading…</p> : null}
      {events.isError ? <p role="alert">Failed to load upcoming events</p> : null}
      <ul>{events.data?.map((e) => <li key={e.id}>{e.title}</li>)}</ul>
    </main>
  );
}
