import { describe, expect, it } from 'vitest'
import { imeiWarning, tacToSuggest } from './imei-warning.ts'

describe('the IMEI warning on the buy-back and repair forms (issue 29)', () => {
  it('warns of a 15-digit IMEI whose check digit is wrong and suggests the right IMEI', () => {
    expect(imeiWarning('490154203237517')).toEqual({
      message: "The IMEI's last digit should be 8: did you mean 490154203237518?",
      suggested: '490154203237518',
    })
    expect(imeiWarning('49-015420-323751-7')?.suggested).toBe('490154203237518')
  })

  it('says nothing of a right IMEI, a shorter number, an MEID or a serial', () => {
    for (const typed of ['490154203237518', '', '4901542032', 'A0000000002329', 'F17XK0LMHG7F'])
      expect(imeiWarning(typed)).toBeNull()
  })

  it('suggests a model by the TAC of a valid IMEI only', () => {
    expect(tacToSuggest('490154203237518')).toBe('49015420')
    expect(tacToSuggest('490154203237517')).toBeNull()
    expect(tacToSuggest('4901542')).toBeNull()
  })
})
