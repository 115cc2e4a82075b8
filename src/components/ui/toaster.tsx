import { dismissToast, useToasts } from '@/hooks/use-toast';
import { uiMessages } from '@/i18n/ui';
import { useMessages } from '@/lib/i18n/messages';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/**
 * Renders the toasts raised with `toast()` (spec §9): one at a time, closable with the close
 * button or by swiping right, each closing after its own duration (default 5000 ms). Its region,
 * announcement and close buttons speak the page's language (the `ui` catalog, loaded with it).
 */
export function Toaster() {
  const toasts = useToasts();
  const m = useMessages(uiMessages).toast;
  return (
    <ToastProvider label={m.announce}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={m.close} />
        </Toast>
      ))}
      <ToastViewport label={m.region} />
    </ToastProvider>
  );
}
