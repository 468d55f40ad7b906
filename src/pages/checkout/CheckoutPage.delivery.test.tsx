// The delivery step: shipping methods with their dates, collection points, the method dropped by an address
// change, and the delivery message.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bodiesOf, giulia, guestWithAddress, home, newYork, openCheckout, tote } from '@/test/checkoutPage'
import { server } from '@/test/server'

const search = (router: { state: { location: { search: string } } }) => router.state.location.search
const methods = () => screen.findByRole('radiogroup')

describe('choosing how the order is delivered', () => {
  it('lists the methods with price and expected dates, and saves the one chosen', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout('/en/checkout?step=delivery', { checkout: guestWithAddress })
    const group = await methods()
    expect(within(group).getAllByRole('radio')).toHaveLength(3)
    const express = within(group).getByRole('radio', { name: 'ParcelLine Express' })
    expect(express).toHaveAccessibleDescription(/^€12\.90 Estimated delivery: \w{3}, \w{3} \d+$/)
    expect(within(group).getByRole('radio', { name: 'ParcelLine Standard' })).toHaveAccessibleDescription(
      /^€6\.90 Estimated delivery: \w{3}, \w{3} \d+\s–\s\w{3}, \w{3} \d+$/,
    )
    // A collection-point method says what it is before it is chosen (its name alone does not).
    expect(within(group).getByRole('radio', { name: 'PuntoRitiro' })).toHaveAccessibleDescription(/ Pick-up point — collect your parcel nearby /)
    await user.click(express)
    await waitFor(() => expect(bodiesOf(checkout, 'updateCheckoutCarrier')).toEqual([{ id_carrier: 2 }]))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=payment'))
    expect(await screen.findByTestId('summary-delivery')).toHaveTextContent('ParcelLine Express, €12.90')
    // Nothing typed: no delivery message is saved.
    expect(bodiesOf(checkout, 'addOrEditDeliveryMessage')).toEqual([])
  })

  it('choosing a method costs one request, and the order summary shows its price at once', async () => {
    const user = userEvent.setup()
    await openCheckout('/en/checkout?step=delivery', { checkout: guestWithAddress })
    const group = await methods()
    await user.click(screen.getByRole('button', { name: /^Show order summary/ }))
    const calls: string[] = []
    const record = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname.replace('/api/', ''))
    server.events.on('request:start', record)
    await user.click(within(group).getByRole('radio', { name: 'ParcelLine Express' }))
    const summary = await screen.findByTestId('cart-summary')
    await waitFor(() => expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('€12.90'))
    server.events.removeListener('request:start', record)
    // The write answers with the whole checkout and its cart: nothing is asked again.
    expect(calls).toEqual(['updateCheckoutCarrier'])
  })

  it('shows Free for a method the bag ships free with', async () => {
    await openCheckout('/en/checkout?step=delivery', { checkout: guestWithAddress, lines: [{ ...tote, price: 160 }] })
    const standard = within(await methods()).getByRole('radio', { name: 'ParcelLine Standard' })
    expect(standard).toHaveAccessibleDescription(/^Free Estimated delivery/)
  })

  it('needs a collection point for a pickup method, found by postcode or city', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout('/en/checkout?step=delivery', { checkout: guestWithAddress })
    await user.click(within(await methods()).getByRole('radio', { name: 'PuntoRitiro' }))
    // The picker opens and looks around the delivery address's postcode at once.
    const dialog = await screen.findByRole('dialog', { name: 'Choose a collection point' })
    expect(within(dialog).getByRole('textbox', { name: 'Postcode or city' })).toHaveValue('20121')
    const list = await within(dialog).findByRole('list', { name: 'Collection points' })
    const names = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent)
    expect(names).toEqual(['Cartoleria Brera', 'Locker Stazione Centrale', 'Edicola Porta Venezia', 'Tabacchi Prati', 'Edicola Trastevere'])
    expect(within(dialog).getByText('5 collection points, nearest first')).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Corso Buenos Aires 45, 20124 Milano')
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('1.9 km away')
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Opening hours: Mon–Fri 9:00–13:00 and 15:30–19:30, Sat 9:00–13:00')
    expect(bodiesOf(checkout, 'updateCheckoutCarrier')).toEqual([])
    // Closed without a point: Continue explains and goes nowhere.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText('This method delivers to a collection point: choose one to continue.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a collection point.')
    expect(screen.getByRole('button', { name: 'Choose a collection point' })).toHaveFocus()
    expect(search(router)).toBe('?step=delivery')
    // A search by city, then a point.
    await user.click(screen.getByRole('button', { name: 'Choose a collection point' }))
    const again = await screen.findByRole('dialog', { name: 'Choose a collection point' })
    const query = within(again).getByRole('textbox', { name: 'Postcode or city' })
    await user.clear(query)
    await user.type(query, 'Roma')
    await user.click(within(again).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(within(within(again).getByRole('list')).getAllByRole('heading')[0]).toHaveTextContent('Tabacchi Prati'))
    expect(bodiesOf(checkout, 'getPudos').at(-1)).toEqual({ country_iso: 'IT', city: 'Roma' })
    await user.click(within(again).getByRole('button', { name: 'Choose Tabacchi Prati' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodiesOf(checkout, 'updateCheckoutCarrier')).toEqual([{ id_carrier: 3, id_pudo: 7 }])
    expect(screen.getByTestId('chosen-pudo')).toHaveTextContent('Collection point: Tabacchi Prati, Via Cola di Rienzo 180, 00192 Roma')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=payment'))
    expect(await screen.findByTestId('summary-delivery')).toHaveTextContent('PuntoRitiro, €3.90Collection point: Tabacchi Prati')
  })

  it('tells the shopper when a new address dropped the method chosen before', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout('/en/checkout?step=shipping', {
      checkout: { customer: giulia, book: [home, newYork], delivery: home, carrierId: 2 },
    })
    await user.click(await screen.findByRole('radio', { name: /Broadway 200/ }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=billing'))
    await screen.findByRole('checkbox', { name: 'Same as shipping address' })
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=delivery'))
    expect(await screen.findByTestId('carrier-dropped')).toHaveTextContent(
      'The shipping method you chose doesn’t deliver to the new address. Please choose another.',
    )
    const group = await methods()
    expect(within(group).queryByRole('radio', { name: 'ParcelLine Express' })).not.toBeInTheDocument()
    // Dates for the new destination; a carrier the API gives no days in transit for shows its own words.
    expect(within(group).getByRole('radio', { name: 'ParcelLine Standard' })).toHaveAccessibleDescription(/^€29\.90 Estimated delivery: /)
    expect(within(group).getByRole('radio', { name: 'GlobeMail Economy' })).toHaveAccessibleDescription('€19.90 International economy, 7–15 working days')
    await user.click(within(group).getByRole('radio', { name: 'GlobeMail Economy' }))
    await waitFor(() => expect(screen.queryByTestId('carrier-dropped')).not.toBeInTheDocument())
    expect(bodiesOf(checkout, 'updateCheckoutCarrier')).toEqual([{ id_carrier: 4 }])
    expect(checkout.carrierId).toBe(4)
  })
})

describe('the delivery message', () => {
  it('counts the characters up to 500 and saves the message on Continue', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout('/en/checkout?step=delivery', { checkout: { ...guestWithAddress, carrierId: 1 } })
    const field = await screen.findByRole('textbox', { name: 'Delivery instructions (optional)' })
    expect(field).toHaveAttribute('maxlength', '500')
    expect(field).toHaveAccessibleDescription('0/500')
    await user.type(field, 'Ring twice')
    expect(field).toHaveAccessibleDescription('10/500')
    await user.click(field)
    await user.paste('x'.repeat(600))
    expect(field).toHaveValue(`Ring twice${'x'.repeat(490)}`)
    expect(field).toHaveAccessibleDescription('500/500')
    await user.clear(field)
    await user.type(field, 'Ring twice')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=payment'))
    expect(bodiesOf(checkout, 'addOrEditDeliveryMessage')).toEqual([{ message: 'Ring twice' }])
  })

  it('starts from the saved message and saves nothing when it is unchanged', async () => {
    const user = userEvent.setup()
    const { checkout, router } = await openCheckout('/en/checkout?step=delivery', {
      checkout: { ...guestWithAddress, carrierId: 1, message: 'Leave it with the concierge' },
    })
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Delivery instructions (optional)' })).toHaveValue('Leave it with the concierge'))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(search(router)).toBe('?step=payment'))
    expect(bodiesOf(checkout, 'addOrEditDeliveryMessage')).toEqual([])
  })
})

describe('the delivery step from the keyboard', () => {
  it('does not catch a shopper arrowing through the methods in the collection point dialog', async () => {
    const user = userEvent.setup()
    const { checkout } = await openCheckout('/en/checkout?step=delivery', { checkout: { ...guestWithAddress, carrierId: 2 } })
    const express = within(await methods()).getByRole('radio', { name: 'ParcelLine Express' })
    expect(express).toBeChecked()
    await user.click(express)
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'PuntoRitiro' })).toBeChecked()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Choose a collection point' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Choose a collection point' })
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Edicola Porta Venezia' }))
    await waitFor(() => expect(bodiesOf(checkout, 'updateCheckoutCarrier')).toEqual([{ id_carrier: 3, id_pudo: 1 }]))
  })
})
