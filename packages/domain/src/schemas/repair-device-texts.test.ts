import { afterEach, describe, expect, it } from 'vitest'
import { setLanguageSource } from '../i18n/translate.ts'
import { DEVICE_EVENT_TEXT, DEVICE_EVENT_VERB, UNIT_STATUS_TEXT } from '../devices.ts'
import { WEEKDAY_NAMES } from '../opening-hours.ts'
import { REPAIR_GROUP_LABELS } from '../repair-workflow.ts'
import { DEVICE_MESSAGES, unitWhereText } from './devices.ts'
import { openingSpanSchema } from './repair-board.ts'
import { defaultTemplate } from './repair-messages.ts'
import { REPAIR_FLOW_MESSAGES } from './repair-workflow.ts'
import { signatureDataUrl } from './repair-estimates.ts'
import { DEFAULT_CHECKLIST_ITEMS } from './repair-evidence.ts'
import { TILL_MESSAGES } from './tills.ts'

const inFrench = () => setLanguageSource(() => 'fr')

afterEach(() => setLanguageSource(() => undefined))

describe('the repair, device and till texts (issue 32)', () => {
  it('read in English as they always did', () => {
    expect(REPAIR_GROUP_LABELS.ready).toBe('Ready for pickup')
    expect(UNIT_STATUS_TEXT.in_stock).toBe('In stock')
    expect(REPAIR_FLOW_MESSAGES.statusInUse(1)).toBe(
      'This status is used by 1 repair: move it to another status first.',
    )
    expect(REPAIR_FLOW_MESSAGES.statusInUse(3)).toBe(
      'This status is used by 3 repairs: move them to another status first.',
    )
    expect(DEVICE_MESSAGES.holdSet(1)).toBe('Buy-back hold period of 1 day.')
    expect(DEVICE_MESSAGES.holdSet(14)).toBe('Buy-back hold period of 14 days.')
    expect(unitWhereText({ id: 7, model: 'iPhone 12', status: 'in_stock' }, '2026-03-01T10:00:00Z')).toBe(
      'device #7 (iPhone 12), in stock since 2026-03-01',
    )
    expect(defaultTemplate('new', 'sms').body).toBe(
      '{shop}: we have received your {device} for repair. Status: {status}. {trackingLink}',
    )
    expect(WEEKDAY_NAMES[1]).toBe('Monday')
    expect(DEFAULT_CHECKLIST_ITEMS[0]).toBe('Screen')
  })

  it('follow the language of the moment, maps and lists included', () => {
    inFrench()
    expect(REPAIR_GROUP_LABELS.ready).toBe('Prêt à être retiré')
    expect(DEVICE_EVENT_TEXT.sold).toBe('Vendu')
    expect(Object.values(UNIT_STATUS_TEXT)).toContain('En stock')
    expect(WEEKDAY_NAMES[1]).toBe('Lundi')
    expect([...DEFAULT_CHECKLIST_ITEMS]).toContain('Écran')
    expect(TILL_MESSAGES.zFinal).toBe('Un rapport Z est définitif : il ne peut jamais être modifié ni supprimé.')
    expect(defaultTemplate('ready', 'email').body).toContain('Montant dû : {amountDue}')
    expect(DEVICE_MESSAGES.notAllowed(DEVICE_EVENT_VERB.sold, 'x')).toBe(
      'Cet appareil ne peut pas être vendu maintenant : x.',
    )
  })

  it('make a schema message when the value is parsed, in the language of that moment', () => {
    const span = { weekday: 1, opens: '18:00', closes: '09:00' }
    expect(openingSpanSchema.safeParse(span).error?.issues[0]?.message).toBe(
      'The Closes time must be after the Opens time.',
    )
    expect(signatureDataUrl.safeParse('not a picture').error?.issues[0]?.message).toBe(
      'The Signature must be a PNG image drawn on the page.',
    )
    inFrench()
    expect(openingSpanSchema.safeParse(span).error?.issues[0]?.message).toBe(
      "L'heure de fermeture doit être après l'heure d'ouverture.",
    )
    expect(signatureDataUrl.safeParse('not a picture').error?.issues[0]?.message).toBe(
      'La signature doit être une image PNG dessinée sur la page.',
    )
  })
})
