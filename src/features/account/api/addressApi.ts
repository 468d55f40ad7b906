// The address book. Country and state names come in the request's language, so the language is part of the cache
// key. The countries themselves (getCountries) are @/shared/address's, as the checkout needs them too.
import { mapAddress, type Address, type PsAddress } from '@/shared/address'
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { AddressEntry } from '../model/types'
import { addressBody, addressUpdateBody, mapAddresses } from './map'

export const addressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], Locale>({
      query: (lang) => ({ call: 'getAddresses', lang }),
      transformResponse: (res: PsEnvelope<PsAddress[]>) => mapAddresses(res.psdata),
      providesTags: [TAG.Address],
    }),
    createAddress: build.mutation<Address, { entry: AddressEntry; idempotencyKey: string }>({
      query: ({ entry, idempotencyKey }) => ({ call: 'createAddress', body: { ...addressBody(entry) }, idempotencyKey }),
      transformResponse: (res: PsEnvelope<PsAddress>) => mapAddress(res.psdata),
      invalidatesTags: (result) => (result ? [TAG.Address, TAG.Checkout] : []),
    }),
    updateAddress: build.mutation<Address, { id: number; entry: AddressEntry }>({
      query: ({ id, entry }) => ({ call: 'updateAddress', body: { ...addressUpdateBody(id, entry) } }),
      transformResponse: (res: PsEnvelope<PsAddress>) => mapAddress(res.psdata),
      invalidatesTags: (result) => (result ? [TAG.Address, TAG.Checkout] : []),
    }),
    // Spec §7: removeAddress answers null when it did not succeed (the base query never rejects it).
    removeAddress: build.mutation<boolean, number>({
      query: (id) => ({ call: 'removeAddress', body: { id_address: id } }),
      transformResponse: (res: PsEnvelope<unknown> | null) => res !== null,
      invalidatesTags: (removed) => (removed ? [TAG.Address, TAG.Checkout] : []),
    }),
  }),
})

export const { useGetAddressesQuery, useCreateAddressMutation, useUpdateAddressMutation, useRemoveAddressMutation } = addressApi
