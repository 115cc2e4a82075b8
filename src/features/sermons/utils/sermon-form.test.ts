import { COVER_MESSAGES } from '@/components/editor/cover-schema';
import { formatDuration, wholeSeconds } from './audio-duration';
import { audioTypeOf, sermonFilePath } from './sermon-files';
import { checkSermonForm, REFERENCE_CHECKER_FAILED, sermonFormSchema } from './sermon-form-checks';
import { emptySermonForm, sermonToForm, type SermonFormValues } from './sermon-form';
import { sermonRow } from '../components/test-sermons';
import { normaliseReferences } from './references';

const NOW = new Date('2026-11-25T15:00:00Z');

function values(fields: Partial<SermonFormValues>): SermonFormValues {
  return { ...emptySermonForm('2026-11-22'), title: 'Refuge', speaker: 'Elder Marcus Williams', ...fields };
}

describe('checkSermonForm', () => {
  it('builds the row: references in full, the YouTube id and watch link, the Facebook address', () => {
    const result = checkSermonForm(
      values({
        series: '  Psalms ',
        references: 'Rom 8:28\n\nps 23',
        youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        facebook: 'https://www.facebook.com/example/videos/1',
        status: 'draft',
        title_es: '  ',
      }),
      NOW,
      false,
      normaliseReferences,
    );
    expect(result.errors).toBeUndefined();
    expect(result.row).toEqual({
      title: 'Refuge',
      speaker: 'Elder Marcus Williams',
      date: '2026-11-22',
      series: 'Psalms',
      description: null,
      // Blank Spanish is missing Spanish (decision 0055).
      title_es: null,
      series_es: null,
      description_es: null,
      language: 'en',
      scripture_references: ['Romans 8:28', 'Psalm 23'],
      video_url: { youtube: 'dQw4w9WgXcQ' },
      audio_urls: {
        podcast_youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        podcast_facebook_url: 'https://www.facebook.com/example/videos/1',
      },
      status: 'draft',
      published_at: null,
      push_notify: true,
      cover_image_source_type: null,
      cover_image_path: null,
      cover_image_external_url: null,
    });
  });

  it('names every refused field', () => {
    const result = checkSermonForm(
      values({
        title: ' ',
        speaker: 'x'.repeat(121),
        date: '2026-13-45',
        references: 'Hezekiah 4:2\nRom 8:28\nbanana',
        youtube: 'https://vimeo.com/1',
        facebook: 'javascript:alert(1)',
        status: 'scheduled',
        publishAt: '2026-11-25T09:00',
        coverSource: 'url',
        coverUrl: 'not a url',
      }),
      NOW,
      false,
      normaliseReferences,
    );
    expect(result.errors).toEqual({
      title: 'Title is required',
      speaker: 'Speaker must be at most 120 characters',
      date: 'Enter the date it was preached',
      references:
        '"Hezekiah 4:2" is not a scripture reference we recognise. "banana" is not a scripture reference we recognise.',
      youtube: 'Enter a YouTube address or an 11-character video id',
      facebook: 'Enter a full address starting with http:// or https://',
      publishAt: 'Choose a time in the future, or publish now',
      coverUrl: COVER_MESSAGES.url,
    });
  });

  it('schedules at the chosen church time; publishing keeps a past time and otherwise uses now', () => {
    const scheduled = checkSermonForm(
      values({ status: 'scheduled', publishAt: '2026-11-29T10:00' }),
      NOW,
      false,
      normaliseReferences,
    );
    expect(scheduled.row?.published_at).toBe('2026-11-29T15:00:00.000Z');
    expect(
      checkSermonForm(values({ status: 'scheduled', publishAt: '' }), NOW, false, normaliseReferences).errors,
    ).toEqual({
      publishAt: 'Choose the date and time to publish',
    });
    const kept = checkSermonForm(
      values({ status: 'published', publishAt: '2026-10-25T10:00' }),
      NOW,
      false,
      normaliseReferences,
    );
    expect(kept.row?.published_at).toBe('2026-10-25T14:00:00.000Z');
    const now = checkSermonForm(
      values({ status: 'published', publishAt: '2026-12-01T10:00' }),
      NOW,
      false,
      normaliseReferences,
    );
    expect(now.row?.published_at).toBe(NOW.toISOString());
  });

  it('an uploaded cover needs a stored or chosen file', () => {
    expect(
      checkSermonForm(values({ coverSource: 'upload' }), NOW, false, normaliseReferences).errors,
    ).toEqual({ coverPath: COVER_MESSAGES.file });
    expect(
      checkSermonForm(values({ coverSource: 'upload' }), NOW, true, normaliseReferences).row
        ?.cover_image_source_type,
    ).toBe('upload');
    expect(
      checkSermonForm(
        values({ coverSource: 'upload', coverPath: '2026-11-22/1-a.jpg' }),
        NOW,
        false,
        normaliseReferences,
      ).row,
    ).toMatchObject({ cover_image_source_type: 'upload', cover_image_path: '2026-11-22/1-a.jpg' });
  });

  it('the schema reports the refused fields in the form’s order, and a parser that cannot load', async () => {
    const schema = sermonFormSchema({ readReferences: async () => normaliseReferences, now: () => NOW });
    const refused = await schema.safeParseAsync(values({ title: '', references: 'banana' }));
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Title is required'],
      ['references', '"banana" is not a scripture reference we recognise.'],
    ]);
    expect((await schema.safeParseAsync(values({}))).success).toBe(true);
    const offline = sermonFormSchema({ readReferences: () => Promise.reject(new Error('offline')) });
    expect((await offline.safeParseAsync(values({}))).error?.issues[0]?.message).toBe(
      REFERENCE_CHECKER_FAILED,
    );
  });
});

describe('sermonToForm', () => {
  it('round-trips a stored sermon through the form', () => {
    const sermon = sermonRow({
      id: 'e0000000-0000-4000-8000-000000000001',
      title: 'Refuge',
      speaker: 'Elder Marcus Williams',
      series: null,
      description: null,
      scripture_references: ['Psalm 46'],
      video_url: { youtube: 'dQw4w9WgXcQ' },
      audio_urls: { podcast_facebook_url: 'https://www.facebook.com/example/videos/1' },
      status: 'published',
      published_at: '2026-11-22T17:00:00Z',
    });
    const form = sermonToForm(sermon);
    expect(form).toMatchObject({ references: 'Psalm 46', youtube: 'dQw4w9WgXcQ', coverSource: 'none' });
    const row = checkSermonForm(form, NOW, false, normaliseReferences).row;
    expect(row).toMatchObject({
      scripture_references: ['Psalm 46'],
      video_url: { youtube: 'dQw4w9WgXcQ' },
      audio_urls: { podcast_facebook_url: 'https://www.facebook.com/example/videos/1' },
      status: 'published',
    });
  });
});

describe('files', () => {
  it('stores a file under the sermon day with the save time and a slug of its name', () => {
    expect(sermonFilePath('2026-11-29', 'Week 1 – Grace.MP3', 1732500000000)).toBe(
      '2026-11-29/1732500000000-week-1-grace.mp3',
    );
    expect(sermonFilePath('', '!!!', 5)).toBe('undated/5-file');
  });

  it('takes MP3 and M4A by type or extension, nothing else', () => {
    expect(audioTypeOf({ name: 'a.mp3', type: 'audio/mpeg' })).toBe('audio/mpeg');
    expect(audioTypeOf({ name: 'a.MP3', type: '' })).toBe('audio/mpeg');
    expect(audioTypeOf({ name: 'a.m4a', type: 'audio/x-m4a' })).toBe('audio/mp4');
    expect(audioTypeOf({ name: 'a.m4a', type: '' })).toBe('audio/mp4');
    expect(audioTypeOf({ name: 'a.wav', type: 'audio/wav' })).toBeNull();
    expect(audioTypeOf({ name: 'a.pdf', type: 'application/pdf' })).toBeNull();
  });

  it('rounds a media duration to whole seconds within the column range', () => {
    expect(wholeSeconds(8.02)).toBe(8);
    expect(wholeSeconds(0.3)).toBe(1);
    expect(wholeSeconds(Number.NaN)).toBeNull();
    expect(wholeSeconds(Number.POSITIVE_INFINITY)).toBeNull();
    expect(wholeSeconds(0)).toBeNull();
    expect(wholeSeconds(86_401)).toBeNull();
    expect(formatDuration(8)).toBe('8 s');
    expect(formatDuration(2712)).toBe('45 min 12 s');
    expect(formatDuration(3729)).toBe('1 h 02 min 09 s');
  });
});
