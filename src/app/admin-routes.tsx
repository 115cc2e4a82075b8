import type { RouteObject } from 'react-router-dom';
import { AppLoading, RouteError } from '@/components/layout/route-fallbacks';
import type { ComponentType } from 'react';
import type { StaffResource } from '@/config/staff-resource';
import { STAFF_RESOURCES, type StaffResourceId } from './staff-resources';

/** Loads a page's route component (./routes/, docs/decisions/0002): a lazy chunk of its own. */
type PageLoader = () => Promise<ComponentType>;

/**
 * The pages of each declared screen, by path below the screen's declared path ('' is the
 * screen's own page): every declared screen lists its pages here (a missing one does not compile).
 */
const STAFF_PAGES: Record<StaffResourceId, Readonly<Record<string, PageLoader>>> = {
  overview: { '': async () => (await import('./routes/admin-home')).AdminHomeRoute },
  inbox: {
    '': async () => (await import('./routes/admin-inbox')).AdminInboxRoute,
    ':kind/:id': async () => (await import('./routes/admin-inbox-item')).AdminInboxItemRoute,
  },
  events: {
    '': async () => (await import('./routes/admin-events')).AdminEventsRoute,
    new: async () => (await import('./routes/admin-event-pages')).AdminEventNewRoute,
    ':id': async () => (await import('./routes/admin-event-pages')).AdminEventEditRoute,
    ':id/registrations': async () =>
      (await import('./routes/admin-event-registrations')).AdminEventRegistrationsRoute,
    ':id/:date': async () => (await import('./routes/admin-event-pages')).AdminEventDateRoute,
  },
  birthdays: { '': async () => (await import('./routes/admin-birthdays')).AdminBirthdaysRoute },
  sermons: {
    '': async () => (await import('./routes/admin-sermons')).AdminSermonsRoute,
    new: async () => (await import('./routes/admin-sermon-edit')).AdminSermonNewRoute,
    ':id': async () => (await import('./routes/admin-sermon-edit')).AdminSermonEditRoute,
  },
  blog: {
    '': async () => (await import('./routes/admin-blog')).AdminBlogRoute,
    ':postId': async () => (await import('./routes/admin-blog-post')).AdminBlogPostRoute,
  },
  'pastors-corner': {
    '': async () => (await import('./routes/admin-pastors-corner')).AdminPastorsCornerRoute,
  },
  gallery: { '': async () => (await import('./routes/admin-gallery')).AdminGalleryRoute },
  testimonies: {
    '': async () => (await import('./routes/admin-testimonies')).AdminTestimoniesRoute,
  },
  newsletter: { '': async () => (await import('./routes/admin-newsletter')).AdminNewsletterRoute },
  notifications: {
    '': async () => (await import('./routes/admin-notifications')).AdminNotificationsRoute,
  },
  giving: { '': async () => (await import('./routes/admin-giving')).AdminGivingRoute },
  activity: { '': async () => (await import('./routes/admin-activity')).AdminActivityRoute },
  staff: { '': async () => (await import('./routes/admin-staff')).AdminStaffRoute },
  settings: {
    '': async () => (await import('./routes/admin-settings')).AdminSettingsRoute,
    ':section': async () => (await import('./routes/admin-settings-section')).AdminSettingsSectionRoute,
  },
  account: { '': async () => (await import('./routes/admin-account')).AdminAccountRoute },
};

/**
 * The routes of the declared staff screens (./staff-resources.ts, docs/decisions/0051): one per
 * page, its `handle` naming the screen's roles (read by the staff layout's role gate), its route
 * component loaded when it opens.
 */
function staffPageRoutes(): RouteObject[] {
  return STAFF_RESOURCES.flatMap((resource: StaffResource & { id: StaffResourceId }) => {
    const base = resource.path.replace(/^\/admin\/?/, '');
    return Object.entries(STAFF_PAGES[resource.id]).map(([below, load]): RouteObject => {
      const path = [base, below].filter(Boolean).join('/');
      return {
        ...(path === '' ? { index: true } : { path }),
        handle: { staffRoles: resource.roles },
        lazy: async () => ({ Component: await load() }),
      };
    });
  });
}

/**
 * The staff pages under `/admin` (docs/decisions/0018, 0021), added to the route table by
 * `createAppRouter`'s `patchRoutesOnNavigation` on the first visit under `/admin`, so that no
 * public page's first visit downloads them. Their own frame, no public header or footer; only
 * these routes load the Auth client (src/lib/supabase.ts), and the guard sends visitors to the
 * sign-in page. Each page's `handle` names the roles of its declared screen; the staff layout's
 * role gate reads it, and the database enforces the same split.
 */
export const adminRoute: RouteObject = {
  id: 'admin',
  path: 'admin',
  errorElement: <RouteError />,
  HydrateFallback: AppLoading,
  lazy: async () => ({ Component: (await import('./routes/admin-layout')).AdminLayout }),
  children: [
    {
      path: 'sign-in',
      lazy: async () => ({ Component: (await import('./routes/admin-sign-in')).AdminSignInRoute }),
    },
    // Reached from Auth's e-mails or by someone signed out: outside the staff guard.
    {
      path: 'forgot-password',
      lazy: async () => ({
        Component: (await import('./routes/admin-forgot-password')).AdminForgotPasswordRoute,
      }),
    },
    {
      path: 'reset-password',
      lazy: async () => ({
        Component: (await import('./routes/admin-reset-password')).AdminResetPasswordRoute,
      }),
    },
    {
      path: 'welcome',
      lazy: async () => ({ Component: (await import('./routes/admin-welcome')).AdminWelcomeRoute }),
    },
    {
      lazy: async () => ({ Component: (await import('./routes/admin-layout')).StaffPagesLayout }),
      children: [
        // Generated from the declared screens: each page with its screen's roles.
        ...staffPageRoutes(),
      ],
    },
  ],
};
