import type { RouteObject } from 'react-router-dom';
import { AppLoading, RouteError } from '@/components/layout/route-fallbacks';
import { STAFF_PAGES, STAFF_ROLES } from '@/config/staff-pages';

/**
 * The staff pages under `/admin` (docs/decisions/0018, 0021), added to the route table by
 * `createAppRouter`'s `patchRoutesOnNavigation` on the first visit under `/admin`, so that no
 * public page's first visit downloads them. Their own frame, no public header or footer; only
 * these routes load the Auth client (src/lib/supabase.ts), and the guard sends visitors to the
 * sign-in page. Each page declares the staff roles that may open it in its `handle`; the staff
 * guard reads it, and the database enforces the same split.
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
        // Each page declares the staff roles that may open it (docs/decisions/0021).
        {
          index: true,
          handle: { staffRoles: STAFF_PAGES.overview.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-home')).AdminHomeRoute }),
        },
        {
          path: 'inbox',
          handle: { staffRoles: STAFF_PAGES.inbox.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-inbox')).AdminInboxRoute }),
        },
        {
          path: 'inbox/:kind/:id',
          handle: { staffRoles: STAFF_PAGES.inbox.roles },
          lazy: async () => ({
            Component: (await import('./routes/admin-inbox-item')).AdminInboxItemRoute,
          }),
        },
        {
          path: 'events',
          handle: { staffRoles: STAFF_PAGES.events.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-events')).AdminEventsRoute }),
        },
        {
          path: 'events/new',
          handle: { staffRoles: STAFF_PAGES.events.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-event-pages')).AdminEventNewRoute }),
        },
        {
          path: 'events/:id',
          handle: { staffRoles: STAFF_PAGES.events.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-event-pages')).AdminEventEditRoute }),
        },
        {
          path: 'events/:id/registrations',
          handle: { staffRoles: STAFF_PAGES.events.roles },
          lazy: async () => ({
            Component: (await import('./routes/admin-event-registrations')).AdminEventRegistrationsRoute,
          }),
        },
        {
          path: 'events/:id/:date',
          handle: { staffRoles: STAFF_PAGES.events.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-event-pages')).AdminEventDateRoute }),
        },
        {
          path: 'sermons',
          handle: { staffRoles: STAFF_PAGES.sermons.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-sermons')).AdminSermonsRoute }),
        },
        {
          path: 'sermons/new',
          handle: { staffRoles: STAFF_PAGES.sermons.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-sermon-edit')).AdminSermonNewRoute }),
        },
        {
          path: 'sermons/:id',
          handle: { staffRoles: STAFF_PAGES.sermons.roles },
          lazy: async () => ({
            Component: (await import('./routes/admin-sermon-edit')).AdminSermonEditRoute,
          }),
        },
        {
          path: 'blog',
          handle: { staffRoles: STAFF_PAGES.blog.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-blog')).AdminBlogRoute }),
        },
        {
          path: 'blog/:postId',
          handle: { staffRoles: STAFF_PAGES.blog.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-blog-post')).AdminBlogPostRoute }),
        },
        {
          path: 'pastors-corner',
          handle: { staffRoles: STAFF_PAGES.pastorsCorner.roles },
          lazy: async () => ({
            Component: (await import('./routes/admin-pastors-corner')).AdminPastorsCornerRoute,
          }),
        },
        {
          path: 'gallery',
          handle: { staffRoles: STAFF_PAGES.gallery.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-gallery')).AdminGalleryRoute }),
        },
        {
          path: 'testimonies',
          handle: { staffRoles: STAFF_PAGES.testimonies.roles },
          lazy: async () => ({
            Component: (await import('./routes/admin-testimonies')).AdminTestimoniesRoute,
          }),
        },
        {
          path: 'newsletter',
          handle: { staffRoles: STAFF_PAGES.newsletter.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-newsletter')).AdminNewsletterRoute }),
        },
        {
          path: 'notifications',
          handle: { staffRoles: STAFF_PAGES.notifications.roles },
          lazy: async () => ({
            Component: (await import('./routes/admin-notifications')).AdminNotificationsRoute,
          }),
        },
        {
          path: 'giving',
          handle: { staffRoles: STAFF_PAGES.giving.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-giving')).AdminGivingRoute }),
        },
        {
          path: 'birthdays',
          handle: { staffRoles: STAFF_PAGES.birthdays.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-birthdays')).AdminBirthdaysRoute }),
        },
        {
          path: 'activity',
          handle: { staffRoles: STAFF_PAGES.activity.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-activity')).AdminActivityRoute }),
        },
        {
          path: 'staff',
          handle: { staffRoles: STAFF_PAGES.staff.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-staff')).AdminStaffRoute }),
        },
        {
          path: 'settings',
          handle: { staffRoles: STAFF_PAGES.settings.roles },
          lazy: async () => ({ Component: (await import('./routes/admin-settings')).AdminSettingsRoute }),
        },
        // Each section of the settings (src/features/site-settings/settings-sections.ts): the
        // settings page's roles.
        {
          path: 'settings/:section',
          handle: { staffRoles: STAFF_PAGES.settings.roles },
          lazy: async () => ({
            Component: (await import('./routes/admin-settings-section')).AdminSettingsSectionRoute,
          }),
        },
        {
          // Every staff role: their own name, password and sessions.
          path: 'account',
          handle: { staffRoles: STAFF_ROLES },
          lazy: async () => ({ Component: (await import('./routes/admin-account')).AdminAccountRoute }),
        },
      ],
    },
  ],
};
