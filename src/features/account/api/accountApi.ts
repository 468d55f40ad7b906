// Signing in and out, registering, the password reset and the customer's own data. The session is the back end's
// cookie; a change of who is signed in invalidates everything that belongs to a customer (the bootstrap's
// customer and cart count, the cart, addresses, orders, wishlist), so the header and the auth guard follow.
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import type { Customer, CustomerChanges, Registration, SignedIn } from '../model/types'
import type { PsCustomer, PsSignedIn } from './dto'
import { customerUpdateBody, mapCustomer, mapSignedIn, registrationBody } from './map'

const SESSION_TAGS = [TAG.Customer, TAG.Cart, TAG.Checkout, TAG.Address, TAG.Order, TAG.Wishlist]

export interface Credentials {
  email: string
  password: string
}

export interface NewPassword {
  token: string
  password: string
  confirmation: string
}

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignedIn, Credentials>({
      query: (body) => ({ call: 'login', body: { ...body } }),
      transformResponse: (res: PsEnvelope<PsSignedIn>) => mapSignedIn(res.psdata),
      invalidatesTags: SESSION_TAGS,
    }),
    logout: build.mutation<null, void>({
      query: () => ({ call: 'logout' }),
      transformResponse: () => null,
      invalidatesTags: SESSION_TAGS,
    }),
    register: build.mutation<SignedIn, { registration: Registration; idempotencyKey: string }>({
      query: ({ registration, idempotencyKey }) => ({ call: 'register', body: { ...registrationBody(registration) }, idempotencyKey }),
      transformResponse: (res: PsEnvelope<PsSignedIn>) => mapSignedIn(res.psdata),
      invalidatesTags: SESSION_TAGS,
    }),
    getCustomer: build.query<Customer, void>({
      query: () => ({ call: 'getCustomer' }),
      transformResponse: (res: PsEnvelope<PsCustomer>) => mapCustomer(res.psdata),
      providesTags: [TAG.Customer],
    }),
    updateCustomer: build.mutation<Customer, CustomerChanges>({
      query: (changes) => ({ call: 'updateCustomer', body: { ...customerUpdateBody(changes) } }),
      transformResponse: (res: PsEnvelope<PsCustomer>) => mapCustomer(res.psdata),
      invalidatesTags: (result) => (result ? [TAG.Customer] : []),
    }),
    resetPasswordEmail: build.mutation<null, { email: string }>({
      query: (body) => ({ call: 'resetPasswordEmail', body: { ...body } }),
      transformResponse: () => null,
    }),
    resetPasswordEnter: build.mutation<SignedIn, NewPassword>({
      query: (body) => ({ call: 'resetPasswordEnter', body: { ...body } }),
      transformResponse: (res: PsEnvelope<PsSignedIn>) => mapSignedIn(res.psdata),
      invalidatesTags: SESSION_TAGS,
    }),
  }),
})

export const {
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useGetCustomerQuery,
  useUpdateCustomerMutation,
  useResetPasswordEmailMutation,
  useResetPasswordEnterMutation,
} = accountApi
