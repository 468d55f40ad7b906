// The address book's quick actions on a saved address: delete (removeAddress answers null on failure) and make
// default (updateAddress with the same fields and the flag set).
import { addressFormValues, type Address, type Country } from '@/shared/address'
import { useUpdateAddressMutation, useRemoveAddressMutation } from '../../api/addressApi'

export function useAddressActions(countries: readonly Country[]) {
  const [update, updating] = useUpdateAddressMutation()
  const [remove, removing] = useRemoveAddressMutation()
  const makeDefault = async (address: Address): Promise<boolean> => {
    const entry = { values: { ...addressFormValues(address, {}), is_default: true }, country: countries.find((c) => c.id === address.countryId) }
    try {
      await update({ id: address.id, entry }).unwrap()
      return true
    } catch {
      return false
    }
  }
  const deleteAddress = async (address: Address): Promise<boolean> => {
    try {
      return await remove(address.id).unwrap()
    } catch {
      return false
    }
  }
  return { makeDefault, deleteAddress, busy: updating.isLoading || removing.isLoading, deleting: removing.isLoading }
}
