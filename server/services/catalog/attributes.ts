// Attribute groups (size, colour, …) and their attributes in one language; small, loaded whole and cached.
import type { Lang } from '../../lib/lang'
import type { Shop } from '../../shop'

export interface AttributeInfo {
  id_attribute: number
  id_attribute_group: number
  name: string
  color: string | null
  position: number
}

export interface AttributeGroupInfo {
  id_attribute_group: number
  name: string
  group_type: 'select' | 'radio' | 'color'
  position: number
  attributes: AttributeInfo[]
}

export interface AttributeCatalog {
  groups: AttributeGroupInfo[]
  groupById: Map<number, AttributeGroupInfo>
  attributeById: Map<number, AttributeInfo>
}

export function attributeCatalog(shop: Shop, lang: Lang): Promise<AttributeCatalog> {
  return shop.structureCache.getOrLoad(`attributes:${lang}`, async () => {
    const groups = await shop.db.query<Omit<AttributeGroupInfo, 'attributes'>>(
      `select g.id_attribute_group, gl.name, g.group_type, g.position from attribute_groups g
         join attribute_group_lang gl on gl.id_attribute_group = g.id_attribute_group and gl.lang = $1
        order by g.position, g.id_attribute_group`,
      [lang],
    )
    const attributes = await shop.db.query<AttributeInfo>(
      `select a.id_attribute, a.id_attribute_group, al.name, a.color, a.position from attributes a
         join attribute_lang al on al.id_attribute = a.id_attribute and al.lang = $1
        order by a.position, a.id_attribute`,
      [lang],
    )
    const full = groups.map((g) => ({ ...g, attributes: attributes.filter((a) => a.id_attribute_group === g.id_attribute_group) }))
    return {
      groups: full,
      groupById: new Map(full.map((g) => [g.id_attribute_group, g])),
      attributeById: new Map(attributes.map((a) => [a.id_attribute, a])),
    }
  })
}
