// Sign-in and account creation (services/account/signIn.ts, passwordReset.ts): login (cart merge, throttling),
// logout, register, and the password reset by e-mail link (single use, one hour).
import { Type } from '@sinclair/typebox'
import { Registration, SignedIn } from '@contract/api/account'
import { call } from '../http/calls'
import { email, obj, str } from '@contract/schema'
import { resetPassword, sendPasswordReset } from '../services/account/passwordReset'
import { logIn, registerAccount } from '../services/account/signIn'

const login = call({
  name: 'login',
  refuses: [401],
  answer: SignedIn,
  writes: true,
  body: obj({ email: email(), password: str(255, 1) }, ['email', 'password']),
  async handler({ shop, session, body, req }) {
    return { psdata: await logIn(shop, session, req, body), message: 'Login successful' }
  },
})

const logout = call({
  name: 'logout',
  answer: Type.Null(),
  writes: true,
  async handler({ session }) {
    await session.logout()
    return { psdata: null, message: 'You have been logged out' }
  },
})

const register = call({
  name: 'register',
  answer: SignedIn,
  created: true,
  writes: true,
  body: Registration,
  async handler({ shop, session, body, lang, req }) {
    return { psdata: await registerAccount(shop, session, req, lang, body), message: 'Account created' }
  },
})

const resetPasswordEmail = call({
  name: 'resetPasswordEmail',
  answer: Type.Null(),
  writes: true,
  body: obj({ email: email() }, ['email']),
  async handler({ shop, body, req, lang }) {
    await sendPasswordReset(shop, req, lang, body.email)
    // The same answer whether or not the address has an account: nobody learns who is a customer.
    return { psdata: null, message: 'If an account exists for this email address, we have sent a link to reset the password.' }
  },
})

const resetPasswordEnter = call({
  name: 'resetPasswordEnter',
  answer: SignedIn,
  writes: true,
  body: obj({ token: str(128, 1), password: str(72), confirmation: str(72) }, ['token', 'password', 'confirmation']),
  async handler({ shop, session, body }) {
    return { psdata: await resetPassword(shop, session, body), message: 'Your password has been reset' }
  },
})

export const authCalls = [login, logout, register, resetPasswordEmail, resetPasswordEnter]
