import { PageMeta } from '@/components/layout/page-meta';
import { TestimonyModeration } from '@/features/testimonies/components/testimony-moderation';

/**
 * /admin/testimonies (spec §2, §4 "Testimony lifecycle"): the staff approve, unapprove, edit and
 * delete the testimonies visitors submitted. Rendered inside the staff layout's `<main>`, behind
 * the staff guard; never indexed.
 */
export function AdminTestimoniesRoute() {
  return (
    <>
      <PageMeta
        title="Testimony Moderation"
        description="Approve, edit and delete the testimonies shared by visitors."
        noindex
      />
      <h1 className="font-serif text-3xl font-bold text-brand-950">Testimony Moderation</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Testimonies stay hidden until they are approved; approved ones appear on Pastor&apos;s Corner.
      </p>
      <TestimonyModeration className="mt-6" />
    </>
  );
}
