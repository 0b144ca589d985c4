/**
 * The shared form field: the label names the control and is tied to it, the message shows under
 * the row (announced, and describing the control) only while there is one, the hint otherwise, and
 * the page's own class names stay on the parts.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { FieldControl, FieldInput, FieldTextarea, FormField } from '@/components/form-field'
import { nativeInput } from './render'

describe('FormField', () => {
  it('ties the label to the control: the control is named by it and labelled by its element', async () => {
    const { container } = render(
      <FormField name='recipient' label='Recipient' required>
        <FieldInput className='x-input' value='' onInput={jest.fn()} />
      </FormField>,
    )
    const input = await nativeInput(container)
    const label = document.getElementById(input.getAttribute('aria-labelledby') ?? '')
    expect(label?.textContent).toBe('Recipient*')
    expect(container.querySelector('.x-input')?.getAttribute('aria-label')).toBe('Recipient')
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(container.querySelector('.form-field__required')?.getAttribute('aria-hidden')).toBeTruthy()
  })

  it('shows the message under the row as an alert that describes the control, and marks it invalid', async () => {
    const { container } = render(
      <FormField block='address-form' name='detail' label='Detail' message='Too short' hint='At least 4 characters'>
        <FieldInput value='ab' onInput={jest.fn()} />
      </FormField>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Too short')
    expect(alert.className).toContain('address-form__error address-form__error--detail')
    const input = await nativeInput(container)
    expect(input.getAttribute('aria-describedby')).toBe(alert.id)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    // The hint gives way to the message.
    expect(screen.queryByText('At least 4 characters')).toBeNull()
    expect(container.querySelector('.address-form__field--detail')?.className).toContain('address-form__field--invalid')
  })

  it('without a message: no alert, the hint describes the control instead, nothing invalid', async () => {
    const { container } = render(
      <FormField block='address-form' name='detail' label='Detail' hint='At least 4 characters'>
        <FieldInput value='' onInput={jest.fn()} />
      </FormField>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    const input = await nativeInput(container)
    const hint = screen.getByText('At least 4 characters')
    expect(input.getAttribute('aria-describedby')).toBe(hint.id)
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(container.querySelector('.form-field--invalid')).toBeNull()
  })

  it('the message goes when it is fixed (re-render without it)', () => {
    const field = (message?: string) => (
      <FormField block='attendee-form' name='idNo' label='ID number' message={message}>
        <FieldInput value='' onInput={jest.fn()} />
      </FormField>
    )
    const { rerender, container } = render(field('Invalid ID number'))
    expect(container.querySelector('.attendee-form__error--idNo')?.textContent).toBe('Invalid ID number')
    rerender(field())
    expect(container.querySelector('.attendee-form__error--idNo')).toBeNull()
  })

  it('FieldInput hands over the text typed', async () => {
    const typed = jest.fn()
    const { container } = render(
      <FormField name='nickname' label='Nickname' layout='stacked'>
        <FieldInput value='' onInput={typed} />
      </FormField>,
    )
    const input = await nativeInput(container)
    fireEvent.input(input, { target: { value: '演出迷' } })
    expect(typed).toHaveBeenCalledWith('演出迷')
    // Stacked: the label above the row, not in it.
    expect(container.querySelector('.form-field__row .form-field__label')).toBeNull()
  })

  it('FieldTextarea is tied the same way', async () => {
    const { container } = render(
      <FormField name='detail' label='Detail' message='Too short'>
        <FieldTextarea value='' onInput={jest.fn()} />
      </FormField>,
    )
    const area = await waitFor(() => {
      const found = container.querySelector('textarea')
      if (!found) throw new Error('no textarea yet')
      return found
    })
    expect(area.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
  })

  it("a control of the page's own (a picker row) is named and tied too; a tappable row is a button", () => {
    const tap = jest.fn()
    render(
      <FormField name='area' label='Area' message='Choose an area' onTap={tap}>
        <FieldControl className='picker'>Choose</FieldControl>
      </FormField>,
    )
    const control = screen.getByLabelText('Area')
    expect(control.className).toBe('picker')
    expect(control.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    fireEvent.click(screen.getByRole('button'))
    expect(tap).toHaveBeenCalledTimes(1)
  })

  it('a hidden label still names the control', () => {
    const { container } = render(
      <FormField name='code' label='Code' labelHidden>
        <FieldControl className='code'>x</FieldControl>
      </FormField>,
    )
    expect(container.querySelector('.form-field__label--hidden')?.textContent).toBe('Code')
    expect(screen.getByLabelText('Code').className).toBe('code')
  })
})
