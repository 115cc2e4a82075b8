/** The look of the staff page's native `<select>` controls, matching the text inputs. */
export const SELECT_CLASSES =
  'h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus-visible:border-brand-700 disabled:opacity-60 aria-[invalid=true]:border-red-700';
