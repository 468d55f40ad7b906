import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { renderWithProviders } from '@/test/renderWithProviders'
import { FormActions } from './FormActions'
import { rules } from './rules'
import { ShopForm } from './ShopForm'
import { TextInput } from './TextInput'

/** A form as the account uses it: the success message is the form's to set once the save went through. */
function NameForm({ save }: { save: () => Promise<void> }) {
  const [saved, setSaved] = useState(false)
  const onSubmit = async () => {
    setSaved(false)
    await save()
    setSaved(true)
  }
  return (
    <ShopForm label="Your name" onSubmit={onSubmit}>
      <TextInput name="name" label="Name" validate={rules.required()} />
      <FormActions submitLabel="Save changes" success={saved ? 'Your name was saved.' : undefined}>
        <Button>Cancel</Button>
      </FormActions>
    </ShopForm>
  )
}

describe('FormActions', () => {
  it('submits the form and says so once the save went through', async () => {
    const user = userEvent.setup()
    let finish = () => undefined as void
    const save = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    await renderWithProviders(<NameForm save={save} />)
    await user.type(screen.getByLabelText('Name'), 'Anna')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(save).toHaveBeenCalledTimes(1)
    // While the save runs the button cannot send it twice, and nothing claims success yet.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    finish()
    expect(await screen.findByRole('status')).toHaveTextContent('Your name was saved.')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  })

  it('says nothing after an invalid submit, and keeps the secondary action beside the button', async () => {
    const user = userEvent.setup()
    const save = jest.fn(() => Promise.resolve())
    await renderWithProviders(<NameForm save={save} />)
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(save).not.toHaveBeenCalled()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
