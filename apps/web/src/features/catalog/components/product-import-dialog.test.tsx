import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ProductImportPreview } from '@counterpart/domain/schemas/catalog'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProductImportDialog } from './product-import-dialog.tsx'

/** The server's answers by path; every call is kept to look at. */
function stubServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost')
      calls.push(url.pathname)
      const answer = answers[url.pathname] ?? { status: 204, body: null }
      return Promise.resolve(
        answer.status === 204
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify(answer.body), {
              status: answer.status,
              headers: { 'Content-Type': 'application/json' },
            }),
      )
    }),
  )
  document.cookie = 'XSRF-TOKEN=token'
  return calls
}

function renderDialog(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <ProductImportDialog open onClose={onClose} />
    </QueryClientProvider>,
  )
  return onClose
}

function chooseFile() {
  const input = screen.getByLabelText('CSV file')
  fireEvent.change(input, { target: { files: [new File(['name\nA\nB\n'], 'products.csv', { type: 'text/csv' })] } })
}

const withErrors: ProductImportPreview = {
  columns: ['name', 'price'],
  total: 2,
  invalid: 1,
  rows: [
    { row: 2, values: { name: 'Case', price: '5' }, errors: {} },
    { row: 3, values: { name: '', price: 'abc' }, errors: { price: ['The Product Price must be a number.'] } },
  ],
}

describe('ProductImportDialog', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows each row with its errors and keeps Import off while any row has one', async () => {
    const calls = stubServer({ '/api/products/import/preview': { status: 200, body: withErrors } })
    renderDialog()
    chooseFile()
    expect(await screen.findByText('The Product Price must be a number.')).toBeTruthy()
    expect(screen.getByText('1 with errors')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Import products' })).toHaveProperty('disabled', true)
    expect(calls).not.toContain('/api/products/import')
  })

  it('imports a file whose every row is valid, then closes', async () => {
    const valid: ProductImportPreview = { ...withErrors, invalid: 0, rows: [{ ...withErrors.rows[0]! }] }
    const calls = stubServer({
      '/api/products/import/preview': { status: 200, body: { ...valid, total: 1 } },
      '/api/products/import': {
        status: 201,
        body: { message: '1 product imported successfully !', imported: 1, ids: [9] },
      },
    })
    const onClose = renderDialog()
    chooseFile()
    const button = await screen.findByRole('button', { name: 'Import 1 product' })
    fireEvent.click(button)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls).toContain('/api/products/import')
  })

  it("says why the server refused the file, under the file's field", async () => {
    stubServer({
      '/api/products/import/preview': {
        status: 422,
        body: { message: 'x', errors: { file: ['The CSV file may not be greater than 2 MB.'] } },
      },
    })
    renderDialog()
    chooseFile()
    expect(await screen.findByText('The CSV file may not be greater than 2 MB.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Import products' })).toHaveProperty('disabled', true)
  })
})
