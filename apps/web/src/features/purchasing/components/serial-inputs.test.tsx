import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { resizeIdentifiers, SerialInputs } from './serial-inputs.tsx'

describe('resizeIdentifiers', () => {
  it('keeps what was typed, pads with empty inputs and drops the units no longer received', () => {
    expect(resizeIdentifiers(['A1', 'B2'], 4)).toEqual(['A1', 'B2', '', ''])
    expect(resizeIdentifiers(['A1', 'B2', 'C3'], 2)).toEqual(['A1', 'B2'])
    expect(resizeIdentifiers(['A1'], Number(''))).toEqual([])
    expect(resizeIdentifiers(['A1'], 1.5)).toEqual([])
  })
})

function Scanner() {
  const [values, setValues] = useState(['', '', ''])
  return <SerialInputs product="Pixel 8" values={values} onChange={setValues} errorOf={() => undefined} />
}

describe('SerialInputs', () => {
  it("moves to the next unit on a scanner's Enter and stays on the last one", () => {
    render(<Scanner />)
    const unit = (n: number) => screen.getByRole('textbox', { name: `IMEI or serial ${n}: Pixel 8` })
    unit(1).focus()
    fireEvent.change(unit(1), { target: { value: '357957915351738' } })
    fireEvent.keyDown(unit(1), { key: 'Enter' })
    expect(document.activeElement).toBe(unit(2))
    fireEvent.keyDown(unit(2), { key: 'Enter' })
    expect(document.activeElement).toBe(unit(3))
    fireEvent.keyDown(unit(3), { key: 'Enter' })
    expect(document.activeElement).toBe(unit(3))
    expect((unit(1) as HTMLInputElement).value).toBe('357957915351738')
  })
})
