import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { countriesHandler } from '@/shared/address/mocks/handlers'
import { server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { useShopData } from '@/features/shop'
import { useShippingDestination } from '../model/useShippingDestination'
import { CountryPicker } from './CountryPicker'

function Picker() {
  const { data } = useShopData((shop) => ({ data: shop }))
  const current = useShippingDestination(data?.countries, data?.settings.freeShipping.country)
  return <CountryPicker current={current} />
}

it('lists the countries grouped as the API groups them, shows the current one and remembers the choice', async () => {
  server.use(countriesHandler)
  const user = userEvent.setup()
  const { store } = await renderWithProviders(<Picker />)
  const picker = await screen.findByRole('combobox', { name: 'Ship to' })
  expect(picker).toHaveValue('IT')
  const outside = await screen.findByRole('group', { name: 'Europe (outside the EU)' })
  expect(within(outside).getByRole('option', { name: 'Switzerland' })).toBeInTheDocument()
  expect(screen.getAllByRole('group').map((g) => g.getAttribute('label'))).toEqual(['Italy', 'European Union', 'Europe (outside the EU)', 'Rest of the world'])
  await user.selectOptions(picker, 'Switzerland')
  expect(store.getState().country.chosen).toBe('CH')
  expect(picker).toHaveValue('CH')
})
