/**
 * How a notification looks on a phone's lock screen (docs/decisions/0049): the church's icon and
 * name, the title and the text, at most two lines of text as most phones show them.
 */
export function NotificationPreview({
  title,
  body,
  churchName,
}: {
  title: string;
  body: string;
  churchName: string;
}) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-700">Preview</figcaption>
      <div className="flex max-w-sm gap-3 rounded-2xl bg-slate-100 p-3 shadow-sm">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-lg"
        />
        <div className="min-w-0">
          <p className="text-xs text-slate-700">{churchName}</p>
          <p className="truncate font-semibold text-slate-950">{title}</p>
          {body ? <p className="line-clamp-2 text-sm text-slate-800">{body}</p> : null}
        </div>
      </div>
    </figure>
  );
}
