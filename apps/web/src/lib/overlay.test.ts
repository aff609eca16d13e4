import { afterEach, describe, expect, it } from 'vitest'
import { beginOverlayRequest, endOverlayRequest, isOverlayVisible, setOverlay, setOverlayKeepOff } from './overlay.ts'

describe('loading overlay', () => {
  afterEach(() => {
    setOverlayKeepOff(false)
    setOverlay(false)
  })

  it('stays on until the last of overlapping requests ends', () => {
    beginOverlayRequest()
    beginOverlayRequest()
    endOverlayRequest()
    expect(isOverlayVisible()).toBe(true)
    endOverlayRequest()
    expect(isOverlayVisible()).toBe(false)
  })

  it('ignores switching while the keep-off flag is set', () => {
    setOverlayKeepOff(true)
    setOverlay(true)
    beginOverlayRequest()
    expect(isOverlayVisible()).toBe(false)
    endOverlayRequest()
    setOverlayKeepOff(false)
    expect(isOverlayVisible()).toBe(false)
  })

  it('can be switched on and off by hand', () => {
    setOverlay(true)
    expect(isOverlayVisible()).toBe(true)
    setOverlay(false)
    expect(isOverlayVisible()).toBe(false)
  })
})
