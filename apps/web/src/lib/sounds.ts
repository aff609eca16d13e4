const SOUNDS = {
  ding: '/storage/sounds/ding.mp3',
  error: '/storage/sounds/error.mp3',
} as const

export type SoundName = keyof typeof SOUNDS

/** 0..1; the configuration stores 0..10 (spec 000 §7: the configured volume divided by 10). */
let volume = 0.5

export function setSoundVolume(configuredVolume: number): void {
  volume = Math.min(1, Math.max(0, configuredVolume / 10))
}

export function playSound(name: SoundName): void {
  if (volume === 0 || typeof Audio === 'undefined') return
  try {
    const audio = new Audio(SOUNDS[name])
    audio.volume = volume
    // Browsers refuse to play before the first user gesture; a missing ding is not worth an error.
    void audio.play().catch(() => undefined)
  } catch {
    // jsdom and some embedded browsers have no media support.
  }
}
