// The customer's address book as the account pages change it: add, change and delete an address. An address is
// checked against its country's rules before anything is stored; someone else's answers 404, like one that does
// not exist. Making an address the default clears the other default in the same transaction.
import type { Queryable } from '../../db/client'
import type { Lang } from '../../lib/lang'
import type { Shop } from '../../shop'
import { insertAddress, ownedAddress, updateAddressRow, validateAddress, type AddressInput, type AddressRow } from './addresses'

export async function addAddress(shop: Shop, lang: Lang, idCustomer: number, input: AddressInput): Promise<AddressRow> {
  const values = await validateAddress(shop, lang, input)
  return shop.db.transaction(() => insertAddress(shop.db, idCustomer, values))
}

export async function changeAddress(shop: Shop, lang: Lang, idCustomer: number, idAddress: number, input: AddressInput): Promise<AddressRow> {
  await ownedAddress(shop.db, idCustomer, idAddress)
  const values = await validateAddress(shop, lang, input)
  return shop.db.transaction(() => updateAddressRow(shop.db, idCustomer, idAddress, values))
}

export async function deleteAddress(db: Queryable, idCustomer: number, idAddress: number): Promise<void> {
  await ownedAddress(db, idCustomer, idAddress)
  await db.query('delete from addresses where id_address = $1 and id_customer = $2', [idAddress, idCustomer])
}
