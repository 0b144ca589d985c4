import { render, screen } from '@testing-library/react'
import { FooterMessages } from '@/package-show/components/footer-messages'

describe('FooterMessages (the lines above the booking and pre-fill buttons)', () => {
  it('reads out each failure that has text as an alert, in order, styled by the page', () => {
    const { container } = render(
      <FooterMessages
        block='booking'
        errors={[{ text: 'Choose a session' }, { text: 'Choose the required goods', tag: 'goods-error' }]}
      />,
    )
    const alerts = screen.getAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Choose a session', 'Choose the required goods'])
    expect(alerts.map((alert) => alert.className)).toEqual(['booking__form-error', 'booking__form-error booking__goods-error'])
    expect(container.querySelector('.booking__done')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows nothing for a failure without text', () => {
    render(<FooterMessages block='booking' errors={[{ text: null }, { text: '', tag: 'goods-error' }, { text: undefined }]} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says what was done as a status after the failures', () => {
    const { container } = render(<FooterMessages block='pre-fill' errors={[{ text: 'Could not save' }]} done='Saved' />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Saved')
    expect(status.className).toBe('pre-fill__done')
    const lines = Array.from(container.querySelectorAll('[role]')).map((line) => line.getAttribute('role'))
    expect(lines).toEqual(['alert', 'status'])
  })
})
