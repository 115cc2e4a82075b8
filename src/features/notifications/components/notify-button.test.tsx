import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushSupport, type PushPlatform } from '../utils/platform';
import { NotifyButton } from './notify-button';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const platform = (overrides: Partial<PushPlatform>): PushPlatform => ({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
  maxTouchPoints: 0,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  displayStandalone: false,
  ...overrides,
});

describe('pushSupport', () => {
  it('sends an iPhone or iPad without the site on its Home Screen to the steps', () => {
    expect(pushSupport(platform({ userAgent: IPHONE }))).toBe('install');
    expect(
      pushSupport(
        platform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 }),
      ),
    ).toBe('install');
    expect(pushSupport(platform({ userAgent: IPHONE, displayStandalone: true }))).toBe('ready');
    expect(pushSupport(platform({ userAgent: IPHONE, standalone: true }))).toBe('ready');
  });

  it('is ready with workers, the Push API and notifications, unsupported without one of them', () => {
    expect(pushSupport(platform({}))).toBe('ready');
    expect(pushSupport(platform({ hasPushManager: false }))).toBe('unsupported');
    expect(pushSupport(platform({ hasServiceWorker: false }))).toBe('unsupported');
  });
});

describe('NotifyButton', () => {
  const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
  beforeEach(() => {
    requestPermission.mockClear();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const button = () =>
    render(
      <NotifyButton topic="live" label="Notify me when we go live" onText="You’ll get a notification." />,
    );

  it('asks nothing on arrival', () => {
    button();
    expect(screen.getByRole('button', { name: 'Notify me when we go live' })).toBeEnabled();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks for the permission on a tap, and says when it was refused', async () => {
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    button();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when we go live' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Notifications are blocked for this site/);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows an iPhone the Add to Home Screen steps instead of asking', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    button();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when we go live' }));
    expect(screen.getByRole('region', { name: 'Add this site to your Home Screen first' })).toBeVisible();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
