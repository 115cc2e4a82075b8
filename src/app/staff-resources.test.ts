import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@/config/staff-pages';
import { isStaffRouteHandle } from '@/config/staff-resource';
import { adminRoute } from './admin-routes';
import { STAFF_RESOURCES, staffCardsFor, staffLinksFor } from './staff-resources';

/** The guarded staff pages: the children of the layout route without a path. */
function staffPages(): RouteObject[] {
  const layout = adminRoute.children?.find((route) => route.path === undefined && route.children);
  return layout?.children ?? [];
}

describe('the declared staff screens (docs/decisions/0051)', () => {
  it('generates one route per declared page, each with its screen’s roles and a lazy page', () => {
    const routes = staffPages().map((route) => ({
      path: route.index ? '' : route.path,
      roles: isStaffRouteHandle(route.handle) ? route.handle.staffRoles : undefined,
      lazy: typeof route.lazy,
    }));
    expect(routes.map((route) => route.path)).toEqual([
      '',
      'inbox',
      'inbox/:kind/:id',
      'events',
      'events/new',
      'events/:id',
      'events/:id/registrations',
      'events/:id/:date',
      'birthdays',
      'sermons',
      'sermons/new',
      'sermons/:id',
      'blog',
      'blog/:postId',
      'pastors-corner',
      'gallery',
      'testimonies',
      'newsletter',
      'notifications',
      'giving',
      'activity',
      'staff',
      'settings',
      'settings/:section',
      'account',
    ]);
    for (const route of routes) {
      const first = route.path?.split('/')[0] ?? '';
      const screen = STAFF_RESOURCES.find(
        (resource) => resource.path === `/admin/${first}`.replace(/\/$/, ''),
      );
      expect(route.lazy).toBe('function');
      expect(route.roles, route.path).toBeDefined();
      expect(route.roles).toEqual(screen?.roles);
    }
    expect(routes[0]?.roles).toEqual(STAFF_ROLES);
  });

  it('declares each screen once, under /admin', () => {
    const ids = STAFF_RESOURCES.map((resource) => resource.id);
    const paths = STAFF_RESOURCES.map((resource) => resource.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/admin(\/[a-z-]+)?$/);
  });

  it('gives each role the header links and overview cards of the screens it may open, in order', () => {
    expect(staffLinksFor('care').map((link) => link.label)).toEqual(['Overview', 'Inbox', 'Birthdays']);
    expect(staffLinksFor('finance').map((link) => link.to)).toEqual(['/admin', '/admin/giving']);
    expect(staffLinksFor('admin')).toHaveLength(15);
    expect(staffLinksFor('admin')[0]).toEqual({ to: '/admin', label: 'Overview', end: true });
    expect(staffCardsFor('editor').map((card) => card.card.title)).toEqual([
      'Events',
      'Sermons',
      'Blog',
      "Pastor's Corner",
      'Add Images to Gallery',
      'Testimony Moderation',
      'Newsletter',
      'Notifications',
    ]);
    expect(staffCardsFor('finance')).toEqual([]);
    // The account page has neither: it is reached from the header's name.
    expect(staffLinksFor('admin').some((link) => link.to === '/admin/account')).toBe(false);
  });
});
