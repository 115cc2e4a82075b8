import type { Ref } from 'react';

/**
 * A honeypot field (issue "Protect the public forms", item 3): an ordinary-looking text input that
 * people never see, reach or hear (off-screen, `inert`, `aria-hidden`), which form-filling bots
 * fill in. A form whose honeypot holds a value is treated as sent by a bot (`useFormGuard` in `src/hooks/use-form-guard.ts`).
 *
 * @param ref - receives the input, so the guard can read its value at submission.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div
      aria-hidden="true"
      inert
      className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden"
    >
      <label>
        Website
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
