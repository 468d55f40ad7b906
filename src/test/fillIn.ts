import type { UserEvent } from '@testing-library/user-event'

/**
 * Fills a field as a shopper pasting the text would: a click into it, then the whole value in one input. Typing it
 * key by key (user.type) renders the field once per character — ~20 ms each in a whole-app test — and proves no
 * more where a test is about the value rather than about what each key does; fields whose keys do something of their
 * own (the card number's grouping, a password's strength, the search box's suggestions) keep user.type in their
 * tests.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field)
  await user.paste(text)
}
