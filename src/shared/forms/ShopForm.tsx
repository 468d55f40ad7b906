// The form frame every form uses: disabled while an asynchronous submit runs, 'Form incomplete.' after an invalid
// submit (with focus moved to the first invalid field, also when the API refused a field), and the API's
// form-level error. Submitting waits for pending async validation (final-form does not call onSubmit while a field
// is validating). The frame follows only the form state it shows (and the values for a render function that asks
// for them): a keystroke in one field renders that field, not the form around it.
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import type { FormApi, SubmissionErrors } from 'final-form'
import { useEffect, useReducer, useRef, type ReactNode, type RefObject } from 'react'
import { Form } from 'react-final-form'
import { FormattedMessage } from 'react-intl'
import { formMessages } from './ruleMessages'

type Values = Record<string, unknown>

// submitErrors: the API's refusal of a field redraws the frame too, so that focus can move to that field.
const FRAME = { submitting: true, submitFailed: true, hasValidationErrors: true, submitError: true, submitErrors: true } as const
const FRAME_AND_VALUES = { ...FRAME, values: true } as const

interface ShopFormProps<V extends Values> {
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | undefined | void> | SubmissionErrors | undefined | void
  initialValues?: Partial<V>
  /** Accessible name of the form. */
  label: string
  /** Replaces the generic text under 'Form incomplete.' where the spec words it for this form. */
  incompleteText?: string
  children: ReactNode | ((state: { submitting: boolean; values: V }) => ReactNode)
}

export function ShopForm<V extends Values>({ onSubmit, initialValues, label, incompleteText, children }: ShopFormProps<V>) {
  const formRef = useRef<HTMLFormElement>(null)
  const [focusRequest, focusFirstInvalid] = useReducer((n: number) => n + 1, 0)
  return (
    <Form<V> onSubmit={onSubmit} initialValues={initialValues} subscription={typeof children === 'function' ? FRAME_AND_VALUES : FRAME}>
      {({ handleSubmit, submitting, submitFailed, hasValidationErrors, submitError, values }) => (
        <Box
          component="form"
          ref={formRef}
          aria-label={label}
          noValidate
          onSubmit={(event) => {
            const invalid = hasValidationErrors
            void handleSubmit(event)?.then(
              (errors) => {
                if (!invalid && errors && Object.keys(errors).length > 0) focusFirstInvalid()
              },
              () => undefined,
            )
            if (invalid) focusFirstInvalid()
          }}
        >
          <Box component="fieldset" disabled={Boolean(submitting)} aria-busy={Boolean(submitting)} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            {typeof children === 'function' ? children({ submitting: Boolean(submitting), values }) : children}
          </Box>
          {submitFailed && hasValidationErrors ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              <AlertTitle>
                <FormattedMessage {...formMessages.incompleteTitle} />
              </AlertTitle>
              {incompleteText ?? <FormattedMessage {...formMessages.incomplete} />}
            </Alert>
          ) : null}
          {submitError ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {String(submitError)}
            </Alert>
          ) : null}
          <FocusFirstInvalid formRef={formRef} request={focusRequest} ready={!submitting} />
        </Box>
      )}
    </Form>
  )
}

/**
 * Moves focus to the first invalid field once per request, as soon as the page shows it: after the commit in which
 * the field is marked invalid and the form is enabled again (a disabled fieldset's fields take no focus). Not on a
 * timer: how many renders that takes depends on the form.
 */
function FocusFirstInvalid({ formRef, request, ready }: { formRef: RefObject<HTMLFormElement | null>; request: number; ready: boolean }) {
  const handled = useRef(0)
  useEffect(() => {
    if (request === handled.current || !ready) return
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!field) return
    field.focus()
    handled.current = request
  })
  return null
}
