/** The church's time zone when `VITE_CHURCH_TIME_ZONE` is not set (IANA name; docs/architecture.md §4). */
export const DEFAULT_CHURCH_TIME_ZONE = 'America/Indiana/Indianapolis';
