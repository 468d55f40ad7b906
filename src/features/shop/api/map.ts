// psdata → domain for the shop-wide calls. Missing settings fall back to the reference shop's (@contract/shopRules) and config.
import { FREE_SHIPPING, INSTALMENTS, RETURN_DAYS } from '@contract/shopRules'
import { declaredCapabilities } from '@/shared/capabilities'
import type { ShopConfig } from '@/shared/config'
import { pathUnderLanguage } from '@/shared/lib/pathUnderLanguage'
import type { OfferPolicies } from '@/shared/seo'
import type { MenuItem, ShopBootstrap, ShopRedirect } from '../model/types'
import type { PsBootstrap, PsMenuNode, PsRedirect } from './dto'

function mapMenuNode(node: PsMenuNode): MenuItem {
  const isCategory = node.type === 'category' && node.id !== '' && node.slug !== ''
  return {
    id: node.page_identifier ?? `${node.type}-${node.id}-${node.slug}`,
    label: node.label,
    path: isCategory ? `${node.id}-${node.slug}` : pathUnderLanguage(node.url),
    type: node.type,
    children: (node.children ?? []).map(mapMenuNode),
  }
}

/** Shipping and returns for product offers; a back end that sends no delivery or returns rules states none. */
function mapOfferPolicies(psdata: PsBootstrap): OfferPolicies {
  const settings = psdata.settings ?? {}
  const free: NonNullable<typeof settings.free_shipping> = settings.free_shipping ?? FREE_SHIPPING
  const returns = settings.returns
  return {
    currency: 'EUR',
    freeShipping: { country: free.country, from: free.from, brands: (free.brands ?? []).map((b) => ({ id: b.id_manufacturer, from: b.from })) },
    shippingZones: (settings.home_delivery ?? []).map((zone) => ({
      countries: zone.countries,
      carriers: zone.carriers.map((c) => ({ price: c.price, freeShippingApplies: c.free_shipping_applies, days: c.delivery_days })),
    })),
    returns: {
      days: settings.return_days ?? RETURN_DAYS,
      country: returns?.country ?? null,
      byMail: returns?.method === 'mail',
      freeCountries: returns?.free_countries ?? [],
      labelFee: returns?.label_fee ?? null,
      countries: (psdata.countries ?? []).map((c) => c.iso_code),
    },
  }
}

export function mapBootstrap(psdata: PsBootstrap, config: Pick<ShopConfig, 'theme' | 'maintenance_mode'>): ShopBootstrap {
  const settings = psdata.settings ?? {}
  const theme = settings.theme ?? config.theme
  const capabilities = declaredCapabilities(psdata.capabilities)
  return {
    settings: {
      maintenanceMode: Boolean(settings.maintenance_mode) || config.maintenance_mode,
      blueTheme: theme === 'blue',
      // The blue theme shows brands (spec), unless the back end offers none.
      brandsEnabled: theme === 'blue' && capabilities.brands,
      capabilities,
      freeShipping: settings.free_shipping ?? FREE_SHIPPING,
      instalments: settings.instalments ?? INSTALMENTS,
      returnDays: settings.return_days ?? RETURN_DAYS,
      offerPolicies: mapOfferPolicies(psdata),
      sameAs: settings.same_as ?? [],
    },
    menu: (psdata.menuItems ?? []).map(mapMenuNode),
    customer: psdata.customer
      ? {
          id: psdata.customer.id_customer,
          firstName: psdata.customer.firstname,
          lastName: psdata.customer.lastname,
          email: psdata.customer.email,
        }
      : null,
    cartCount: psdata.cart_count ?? 0,
    detectedCountry: psdata.detected_country ?? null,
    countries: (psdata.countries ?? []).map((c) => ({ iso: c.iso_code, name: c.name, isEu: c.is_eu })),
    contentPages: (psdata.cms_pages ?? []).map((p) => ({ id: p.id_cms, title: p.title, slug: p.link_rewrite, role: p.role ?? null })),
  }
}

/** getRedirect. The spec answers 301 or 302; an answer without a status is a permanent move, one without psdata none. */
export const mapRedirect = (psdata: PsRedirect | null): ShopRedirect => ({ target: psdata?.to || null, status: psdata?.status ?? 301 })
