/** Renders text as paragraphs, one per line break block, so settings can hold several paragraphs. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const blocks = text
    .split(/\n\s*\n|\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className={className ?? 'grid gap-4 text-lg leading-relaxed text-slate-800'}>
      {blocks.map((block, index) => (
        <p key={index}>{block}</p>
      ))}
    </div>
  );
}
