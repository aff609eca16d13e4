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

/**
 * The terminal's scan feedback (issue 26): a short high beep for a scan that went in, a low falling buzz
 * for one that was refused (not found, out of stock), so the cashier hears the difference without looking.
 * Synthesised on the spot: no file to fetch, and it plays while the till is offline.
 */
const TONES = {
  scanned: { wave: 'sine', notes: [{ frequency: 1760, ms: 70 }] },
  refused: {
    wave: 'square',
    notes: [
      { frequency: 330, ms: 140 },
      { frequency: 196, ms: 240 },
    ],
  },
} as const satisfies Record<string, { wave: OscillatorType; notes: readonly { frequency: number; ms: number }[] }>

export type ToneName = keyof typeof TONES

let audioContext: AudioContext | null = null

export function playTone(name: ToneName): void {
  if (volume === 0 || typeof AudioContext === 'undefined') return
  try {
    audioContext ??= new AudioContext()
    const context = audioContext
    if (context.state === 'suspended') void context.resume().catch(() => undefined)
    const tone = TONES[name]
    let at = context.currentTime
    for (const note of tone.notes) {
      const seconds = note.ms / 1000
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = tone.wave
      oscillator.frequency.value = note.frequency
      // A quick rise and an exponential fall: a click-free beep.
      gain.gain.setValueAtTime(0.0001, at)
      gain.gain.exponentialRampToValueAtTime(Math.max(0.0002, volume * 0.25), at + 0.01)
      gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(at)
      oscillator.stop(at + seconds + 0.02)
      at += seconds
    }
  } catch {
    // No audio output (a kiosk without speakers, jsdom): the red or plain status line still tells.
  }
}
