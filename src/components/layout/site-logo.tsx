import { Link } from 'react-router-dom';
import { SITE_NAME } from '@/config/navigation';
import { cn } from '@/lib/utils';

/** The church's mark and name, linking to the home page. */
export function SiteLogo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={cn('inline-flex items-center gap-2 rounded-md font-serif text-xl font-bold', className)}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" fill="#111d42" />
        <path d="M29 12h6v12h10v6H35v22h-6V30H19v-6h10z" fill="#f2c14e" />
      </svg>
      <span>{SITE_NAME}</span>
    </Link>
  );
}
