import { FORM_ERROR } from 'final-form'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Button from '@mui/material/Button'
import { renderWithProviders } from '@/test/renderWithProviders'
import { CheckboxInput } from './CheckboxInput'
import { compose, rules, type Validator } from './rules'
import { ShopForm } from './ShopForm'
import { TextInput } from './TextInput'

function Subscribe({ onSubmit, emailValidator }: { onSubmit: (v: Record<string, unknown>) => unknown; emailValidator?: Validator }) {
  return (
    <ShopForm label="Newsletter" onSubmit={async (values) => (await onSubmit(values)) as never}>
      <TextInput name="email" label="Email" validate={emailValidator ?? compose(rules.required(), rules.email())} />
      <TextInput name="name" label="Name" validate={rules.required()} visibility="live" />
      <CheckboxInput name="terms" label="terms of service" validate={rules.accepted()} />
      <Button type="submit">Subscribe</Button>
    </ShopForm>
  )
}

describe('ShopForm and its fields', () => {
  it('shows a field’s message after blur, not while typing', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Subscribe onSubmit={jest.fn()} />)
    const email = screen.getByLabelText('Email')
    await user.type(email, 'anna@')
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument()
    await user.tab()
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows a live field’s message at once', async () => {
    await renderWithProviders(<Subscribe onSubmit={jest.fn()} />)
    expect(screen.getByText('Name is required.')).toBeInTheDocument()
  })

  it('shows a checkbox’s message after it changes', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Subscribe onSubmit={jest.fn()} />)
    const box = screen.getByRole('checkbox', { name: 'terms of service' })
    expect(screen.queryByText('Please accept the terms of service.')).not.toBeInTheDocument()
    await user.click(box)
    await user.click(box)
    expect(screen.getByText('Please accept the terms of service.')).toBeInTheDocument()
  })

  it("says 'Form incomplete.' and shows every message on an invalid submit, without submitting", async () => {
    const user = userEvent.setup()
    const onSubmit = jest.fn()
    await renderWithProviders(<Subscribe onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Form incomplete.Sorry, not all fields are filled out correctly.')
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.getByText('Please accept the terms of service.')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus())
  })

  it('is disabled while the submit runs, and puts the API’s field errors on their fields', async () => {
    const user = userEvent.setup()
    let answer: (value: unknown) => void = () => undefined
    const onSubmit = jest.fn(() => new Promise((resolve) => (answer = resolve)))
    await renderWithProviders(<Subscribe onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('Email'), 'anna@shop.example')
    await user.type(screen.getByLabelText('Name'), 'Anna')
    await user.click(screen.getByRole('checkbox', { name: 'terms of service' }))
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@shop.example', name: 'Anna', terms: true })
    expect(screen.getByLabelText('Email')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
    await act(async () => answer({ email: 'This email is already registered' }))
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toBeEnabled()
  })

  it('shows a form-level API error', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Subscribe onSubmit={async () => ({ [FORM_ERROR]: 'Network Error' })} />)
    await user.type(screen.getByLabelText('Email'), 'anna@shop.example')
    await user.type(screen.getByLabelText('Name'), 'Anna')
    await user.click(screen.getByRole('checkbox', { name: 'terms of service' }))
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error')
  })

  it('waits for a pending async validation before submitting, and shows it as pending', async () => {
    const user = userEvent.setup()
    const pending: ((value: undefined) => void)[] = []
    const asyncCheck = jest.fn(() => new Promise<undefined>((resolve) => pending.push(resolve)))
    const onSubmit = jest.fn()
    await renderWithProviders(<Subscribe onSubmit={onSubmit} emailValidator={asyncCheck as unknown as Validator} />)
    await user.type(screen.getByLabelText('Name'), 'Anna')
    await user.click(screen.getByRole('checkbox', { name: 'terms of service' }))
    await user.type(screen.getByLabelText('Email'), 'a')
    expect(screen.getByLabelText('Checking…')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(onSubmit).not.toHaveBeenCalled()
    await act(async () => pending.forEach((resolve) => resolve(undefined)))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
  })
})
