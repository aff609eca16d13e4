import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { EmailInvoiceDialog } from './email-invoice-form.tsx'

function renderDialog(email?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailInvoiceDialog orderId={7} email={email} onClose={vi.fn()} />
    </QueryClientProvider>,
  )
  return {
    field: screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }),
    send: screen.getByRole<HTMLButtonElement>('button', { name: 'Send Now' }),
  }
}

describe('the email-invoice dialog', () => {
  it("starts with the customer's address, ready to send", () => {
    const { field, send } = renderDialog('jane@example.com')
    expect(field.value).toBe('jane@example.com')
    expect(send.disabled).toBe(false)
  })

  it('starts empty, and cannot send, for a sale without a customer address', () => {
    const { field, send } = renderDialog('')
    expect(field.value).toBe('')
    expect(send.disabled).toBe(true)
  })
})
