import * as z from 'zod/mini';

/** Limits of a push announcement (what a phone's notification shows without cutting). */
export const ANNOUNCEMENT_LIMITS = { title: 50, body: 120 } as const;

/**
 * The announcement composer's rules (docs/decisions/0049): a title of 1–50 characters, a text of
 * at most 120, and the page a tap opens, a path of the site ('/events'), empty for the home page.
 * The database checks the same (`public.push_announce`).
 */
export const AnnouncementSchema = z.object({
  title: z.string().check(
    z.refine((v) => v.trim().length > 0, 'Write a title'),
    z.refine((v) => v.trim().length <= ANNOUNCEMENT_LIMITS.title, 'At most 50 characters'),
  ),
  body: z
    .string()
    .check(z.refine((v) => v.trim().length <= ANNOUNCEMENT_LIMITS.body, 'At most 120 characters')),
  url: z
    .string()
    .check(
      z.refine(
        (v) => v.trim() === '' || (/^\/([^/\\\s][^\s]*)?$/.test(v.trim()) && v.trim().length <= 300),
        'An address of this site starting with /, such as /events',
      ),
    ),
});

/** The composer's values. */
export type AnnouncementValues = z.output<typeof AnnouncementSchema>;

/** The weekly cap editor's rule: 0 to 7 announcements in 7 days (the field's text). */
export const PushSettingsSchema = z.object({
  announcements_per_week: z.string().check(z.refine((v) => /^[0-7]$/.test(v.trim()), 'A number from 0 to 7')),
});
