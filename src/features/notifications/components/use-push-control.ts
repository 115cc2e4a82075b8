import { useEffect, useState } from 'react';
import { pushMessages } from '@/i18n/push';
import { useMessages } from '@/lib/i18n/messages';
import type * as PushModule from '../api/push';
import type { PushState } from '../api/push';
import { askPermission, notificationPermission, pushSupport } from '../utils/platform';

type PushApi = typeof PushModule;

/** This browser's push state and the one way to change it. */
export interface PushControl {
  /** The state, once read (only when the browser already granted notifications) or changed. */
  state: PushState | null;
  /** A change runs. */
  busy: boolean;
  /** A tap on an iPhone without the site on its Home Screen: show the steps. */
  install: boolean;
  /** Why the last change failed, for the visitor, in the page's language. */
  error: string | null;
  /**
   * Changes the state: turning something on asks for the permission first thing (within the tap),
   * then loads the push code and runs `write` with the permission's answer.
   */
  run: (
    on: boolean,
    write: (api: PushApi, permission: Promise<NotificationPermission>) => Promise<PushState>,
  ) => void;
}

const loadApi = (): Promise<PushApi> => import('../api/push');

/**
 * The logic of every notification control (docs/decisions/0049): no permission is asked, and no
 * push code is loaded, on arrival. When the browser already granted notifications, the state is
 * read once the page has rendered. A tap that turns something on, on an iPhone that has not added
 * the site to its Home Screen, shows the steps instead; any other asks for the permission first.
 * Its failures are said in the page's language (`@/i18n/push`): a push failure by its reason, the
 * English sentence as the push code wrote it.
 *
 * @param read - reads the state (default: this browser's topics).
 */
export function usePushControl(
  read: (api: PushApi) => Promise<PushState> = (api) => api.readPushState(),
): PushControl {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [install, setInstall] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const m = useMessages(pushMessages);

  useEffect(() => {
    if (notificationPermission() !== 'granted') return;
    let live = true;
    const timer = setTimeout(() => {
      void loadApi()
        .then(read)
        .then((next) => live && setState(next))
        .catch(() => undefined);
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // Read once per page; `read` is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run: PushControl['run'] = (on, write) => {
    setError(null);
    const support = pushSupport();
    if (on && support === 'install') {
      setInstall(true);
      return;
    }
    if (on && support === 'unsupported') {
      setError(m.unsupported);
      return;
    }
    // First thing in the tap: Safari shows the prompt only within the gesture.
    const permission = on ? askPermission() : Promise.resolve<NotificationPermission>('default');
    setBusy(true);
    void loadApi()
      .then((api) => write(api, permission))
      .then(setState)
      .catch((caught: unknown) =>
        setError(
          caught instanceof Error && 'reason' in caught && typeof caught.reason === 'string'
            ? m.problem(caught.reason, caught.message)
            : m.failed,
        ),
      )
      .finally(() => setBusy(false));
  };

  return { state, busy, install, error, run };
}
