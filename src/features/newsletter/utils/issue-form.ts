import * as z from 'zod/mini';

/** C0 and C1 control characters (line breaks, tabs): the database refuses them in subjects. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** What the composer says of a subject or preheader with a line break or tab. */
export const ONE_LINE_MESSAGE = 'The subject and preheader must be one line, without line breaks or tabs.';

/** What the composer says when 'Schedule' is pressed without a moment. */
export const WHEN_MISSING_MESSAGE = 'Choose the day and time to send it.';

/**
 * The newsletter composer's rules (docs/decisions/0040), checked before a save, a test or a
 * send: a subject (one line, as the database checks: no header can be smuggled in), a one-line
 * preheader and a body; the Spanish edition's subject, preheader and body are optional, with the
 * English limits and the same one-line rule (decision 0055). `when` is the 'Send at' field (church time, `YYYY-MM-DDTHH:MM`), asked
 * only by 'Schedule' and never stored with the issue.
 */
export const IssueSchema = z.object({
  subject: z.string().check(
    z.refine((text) => text.trim() !== '', 'Enter a subject.'),
    z.refine((text) => !CONTROL.test(text), ONE_LINE_MESSAGE),
  ),
  preheader: z.string().check(z.refine((text) => !CONTROL.test(text), ONE_LINE_MESSAGE)),
  body: z.string().check(z.refine((text) => text.trim() !== '', 'Write the body of the issue.')),
  subject_es: z.string().check(
    z.maxLength(150, 'The Spanish subject must be at most 150 characters.'),
    z.refine((text) => !CONTROL.test(text), ONE_LINE_MESSAGE),
  ),
  preheader_es: z.string().check(
    z.maxLength(200, 'The Spanish preheader must be at most 200 characters.'),
    z.refine((text) => !CONTROL.test(text), ONE_LINE_MESSAGE),
  ),
  body_es: z.string().check(z.maxLength(100000, 'The Spanish body must be at most 100,000 characters.')),
  when: z.string(),
});

/** The composer's values. */
export type IssueValues = z.output<typeof IssueSchema>;
