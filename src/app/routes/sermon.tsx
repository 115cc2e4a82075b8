import { useParams } from 'react-router-dom';
import { SermonDetail } from '@/features/sermons/components/sermon-detail';

/** One sermon, /sermons/{id} (spec §2 "Sermon detail"). */
export function SermonRoute() {
  const { id } = useParams();
  return <SermonDetail key={id} id={id} />;
}
