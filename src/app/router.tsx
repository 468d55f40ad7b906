// The route table (spec §2): every route under /:lang for each language, case-sensitive, with its layout, auth and
// validate metadata. Pages are lazy chunks; a failed chunk reloads the page at most once per path per 10 s.
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router'
import type { ComponentType } from 'react'
import { withReloadGuard } from '@/shared/lib/reloadGuard'
import { LanguageOfUrl } from './providers/LanguageOfUrl'
import type { AppStore } from './store'
import { ErrorRoute } from './routing/ErrorRoute'
import type { RouteHandle } from './routing/handle'
import type { RouterHydration } from './ssr/serverData'
import { makeGuardLoader, makeLangLoader, rootLoader } from './routing/guardLoaders'
import { LocaleRoot } from './routing/LocaleRoot'
import { NotFound } from './routing/NotFound'
import { makeFixedPageLoader, makeHomeLoader, makeSlugLoader, type FixedPageKind } from './routing/pageLoaders'
import { PageFallback } from './routing/PageFallback'
import { RouteErrorPage } from './routing/RouteErrorPage'
import { SlugRoute } from './routing/SlugRoute'
import { BRAND_PATTERN } from '@contract/pageUrls'

type PageModule = () => Promise<{ default: ComponentType }>

const brandsOn: RouteHandle['validate'] = ({ settings }) => settings?.brandsEnabled ?? false

export function routeTable(store: AppStore): RouteObject[] {
  const page = (path: string, load: PageModule, handle: RouteHandle = {}, data?: FixedPageKind): RouteObject => {
    const guard = handle.auth || handle.validate ? makeGuardLoader(store, handle) : undefined
    const prefetch = data ? makeFixedPageLoader(store, data) : undefined
    return {
      path,
      caseSensitive: true,
      handle,
      loader: guard && prefetch ? async (args) => (await guard(args)) ?? prefetch(args) : (guard ?? prefetch),
      lazy: withReloadGuard(async () => ({ Component: (await load()).default })),
    }
  }
  return [
    {
      path: '/',
      loader: rootLoader,
      shouldRevalidate: () => true,
      element: (
        <LanguageOfUrl>
          <Outlet />
        </LanguageOfUrl>
      ),
      HydrateFallback: PageFallback,
      errorElement: (
        <LanguageOfUrl>
          <RouteErrorPage />
        </LanguageOfUrl>
      ),
      children: [
        {
          path: ':lang',
          loader: makeLangLoader(store),
          element: <LocaleRoot />,
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              loader: makeHomeLoader(store),
              lazy: withReloadGuard(async () => ({ Component: (await import(/* webpackChunkName: "page-home" */ '@/pages/home/HomePage')).default })),
            },
            { path: 'error', caseSensitive: true, element: <ErrorRoute /> },
            page('search', () => import(/* webpackChunkName: "page-search" */ '@/pages/search/SearchPage'), { links: 'page' }, 'search'),
            page('login', () => import(/* webpackChunkName: "page-login" */ '@/pages/login/LoginPage'), { layout: 'auth' }),
            page('register', () => import(/* webpackChunkName: "page-register" */ '@/pages/register/RegisterPage'), { layout: 'auth' }),
            page('forgot-password', () => import(/* webpackChunkName: "page-forgot-password" */ '@/pages/forgot-password/ForgotPasswordPage'), {
              layout: 'auth',
            }),
            page('reset-password', () => import(/* webpackChunkName: "page-reset-password" */ '@/pages/reset-password/ResetPasswordPage'), { layout: 'auth' }),
            page('my-account', () => import(/* webpackChunkName: "page-account" */ '@/pages/account/AccountPage'), { auth: true }),
            page('my-account/addresses', () => import(/* webpackChunkName: "page-addresses" */ '@/pages/account/AddressesPage'), { auth: true }),
            page('my-account/orders', () => import(/* webpackChunkName: "page-orders" */ '@/pages/account/OrdersPage'), { auth: true }),
            // In the logo-only frame; its code is precached by the service worker (see webpack.config.ts).
            page('offline', () => import(/* webpackChunkName: "page-offline" */ '@/pages/offline/OfflinePage'), { layout: 'blank', manifest: 'server' }),
            page('newsletter/unsubscribe', () => import(/* webpackChunkName: "page-unsubscribe" */ '@/pages/newsletter/UnsubscribePage')),
            page('cart', () => import(/* webpackChunkName: "page-cart" */ '@/pages/cart/CartPage')),
            // The withdrawal function (Art. 11a CRD): the same fixed path in every language, signed in or not.
            page('withdrawal', () => import(/* webpackChunkName: "page-withdrawal" */ '@/pages/withdrawal/WithdrawalPage')),
            {
              // The checkout's routes share its card memory (see CheckoutLayout).
              lazy: withReloadGuard(async () => ({
                Component: (await import(/* webpackChunkName: "page-checkout" */ '@/pages/checkout/CheckoutLayout')).default,
              })),
              children: [
                page('checkout', () => import(/* webpackChunkName: "page-checkout" */ '@/pages/checkout/CheckoutPage'), { layout: 'blank' }),
                page('checkout/success', () => import(/* webpackChunkName: "page-checkout-success" */ '@/pages/checkout/CheckoutSuccessPage'), {
                  layout: 'blank',
                }),
                page('checkout/failed', () => import(/* webpackChunkName: "page-checkout-failed" */ '@/pages/checkout/CheckoutFailedPage'), {
                  layout: 'blank',
                }),
                page('checkout/validate', () => import(/* webpackChunkName: "page-checkout-validate" */ '@/pages/checkout/CheckoutValidatePage'), {
                  layout: 'blank',
                }),
              ],
            },
            page('brands', () => import(/* webpackChunkName: "page-brands" */ '@/pages/brands/BrandsPage'), { validate: brandsOn }, 'brands'),
            page(
              'brands/:id',
              () => import(/* webpackChunkName: "page-brand" */ '@/pages/brands/BrandPage'),
              {
                validate: (context) => (brandsOn?.(context) ?? false) && BRAND_PATTERN.test(context.params.id ?? ''),
                links: 'page',
              },
              'brand',
            ),
            { path: ':slug', caseSensitive: true, handle: { links: 'page' } satisfies RouteHandle, loader: makeSlugLoader(store), element: <SlugRoute /> },
            { path: '*', handle: { links: 'page' } satisfies RouteHandle, element: <NotFound /> },
          ],
        },
      ],
    },
  ]
}

declare global {
  interface Window {
    __staticRouterHydrationData?: RouterHydration
  }
}

/**
 * The browser's router, in the state the server rendered the page in when it did (the server data's router part):
 * handed over where createBrowserRouter looks for it, which also revives the route errors.
 */
export function createAppRouter(store: AppStore, routes: RouteObject[] = routeTable(store), hydration?: RouterHydration) {
  if (hydration) window.__staticRouterHydrationData = hydration
  return createBrowserRouter(routes)
}
