import { appRoute, type AppRoute } from '../route-types.ts'

/** Sign-in and the public pages. */
export const SIGN_IN_AND_PUBLIC_ROUTES: readonly AppRoute[] = [
  // Sign-in
  appRoute('Login', {
    title: 'shell:routes.Login',
    guest: true,
    layout: 'bare',
    page: () => import('../../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
  }),
  appRoute('ForgetPassword', {
    title: 'shell:routes.ForgetPassword',
    guest: true,
    layout: 'bare',
    page: () =>
      import('../../features/auth/forget-password-page.tsx').then((m) => ({ Component: m.ForgetPasswordPage })),
  }),
  appRoute('ResetPassword', {
    title: 'shell:routes.ResetPassword',
    guest: true,
    layout: 'bare',
    page: () => import('../../features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
  }),

  // Public pages (spec 001); only the welcome page exists so far.
  appRoute('Welcome', {
    title: 'shell:routes.Welcome',
    gate: 'public',
    layout: 'public',
    page: () => import('../../features/showcase/welcome-page.tsx').then((m) => ({ Component: m.WelcomePage })),
  }),
  appRoute('Shop', {
    title: 'shell:routes.Shop',
    gate: 'public',
    layout: 'public',
    page: () => import('../../features/showcase/shop-page.tsx').then((m) => ({ Component: m.ShopPage })),
  }),
  appRoute('Gallery', {
    title: 'shell:routes.Gallery',
    gate: 'public',
    layout: 'public',
    page: () => import('../../features/showcase/gallery-page.tsx').then((m) => ({ Component: m.GalleryPage })),
  }),
  appRoute('Track', {
    title: 'shell:routes.Track',
    gate: 'public',
    layout: 'public',
    page: () => import('../../features/repairs/track-repair-page.tsx').then((m) => ({ Component: m.TrackRepairPage })),
  }),
  // Issue 33, item 5: the screen facing the customer; public, since it is paired with a till, not signed in.
  appRoute('CustomerDisplay', {
    title: 'shell:routes.CustomerDisplay',
    gate: 'public',
    layout: 'bare',
    page: () =>
      import('../../features/customer-display/customer-display-page.tsx').then((m) => ({
        Component: m.CustomerDisplayPage,
      })),
  }),
]

/** The web installer and the error pages. */
export const INSTALLER_AND_ERROR_ROUTES: readonly AppRoute[] = [
  // The web installer (spec 000 §2): no shell around it. The installed server answers 404 on these paths.
  appRoute('Installer', {
    title: 'shell:routes.Installer',
    gate: 'public',
    layout: 'bare',
    page: () => import('../../features/installer/installer-page.tsx').then((m) => ({ Component: m.InstallerPage })),
  }),
  appRoute('InstallerShort', {
    title: 'shell:routes.InstallerShort',
    gate: 'public',
    layout: 'bare',
    page: () => import('../../features/installer/installer-page.tsx').then((m) => ({ Component: m.InstallerPage })),
  }),

  // Error pages: public, so they render whatever the session state
  appRoute('Error408', {
    title: 'shell:routes.Error408',
    gate: 'public',
    layout: 'error',
    page: () => import('../errors/error-408-page.tsx').then((m) => ({ Component: m.Error408Page })),
  }),
  appRoute('Error500', {
    title: 'shell:routes.Error500',
    gate: 'public',
    layout: 'error',
    page: () => import('../errors/error-500-page.tsx').then((m) => ({ Component: m.Error500Page })),
  }),
  appRoute('Error404', {
    title: 'shell:routes.Error404',
    gate: 'public',
    layout: 'error',
    page: () => import('../errors/error-404-page.tsx').then((m) => ({ Component: m.Error404Page })),
  }),
  appRoute('NotFound', {
    title: 'shell:routes.NotFound',
    gate: 'public',
    layout: 'error',
    page: () => import('../errors/error-404-page.tsx').then((m) => ({ Component: m.Error404Page })),
  }),
]
