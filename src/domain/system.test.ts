import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { siteInfo } from '../../fixtures/site'
import { newDepositForm, newMemberCentre, SystemStatus } from './system'

const decode = Schema.decodeUnknownSync(SystemStatus)
const status = (info: Record<string, unknown>) => ({
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.7' },
  info: { ...siteInfo, ...info },
})

describe('the status answer (SPEC §3, PLATFORM.md §1.9, §1.11)', () => {
  it('keeps the module ids, resources and languages the app knows and drops the rest, not the answer', () => {
    const { info } = decode(
      status({
        whitelabel: ['CBS3', 'LUCKYWHEEL3', 'MOBILEVERFNOTREQ3', 'INBOX3'],
        resources: [
          { resourceType: 'TELEGRAM', url: 'https://t.me/site' },
          { resourceType: 'WHATSAPP', url: 'https://wa.me/1' },
        ],
        languages: ['EN', 'KO', 'TH'],
      }),
    )
    expect(info.whitelabel).toEqual(['CBS3', 'INBOX3'])
    expect(info.resources).toEqual([{ resourceType: 'TELEGRAM', url: 'https://t.me/site' }])
    expect(info.languages).toEqual(['EN', 'TH'])
  })

  it.each([
    [1, true],
    ['1', true],
    ['v2', true],
    ['v3', true],
    [0, false],
    ['base', false],
  ])('dep_func %j picks the new deposit form: %s', (depFunc, isNew) => {
    const { info } = decode(status({ mobileTemplate: { mem_cen: 0, dep_func: depFunc } }))
    expect(newDepositForm(info.mobileTemplate)).toBe(isNew)
    expect(newMemberCentre(info.mobileTemplate)).toBe(false)
  })

  it('reads mem_cen 1, as a number or a string, as the new member centre', () => {
    expect(newMemberCentre(decode(status({ mobileTemplate: { mem_cen: '1', dep_func: 0 } })).info.mobileTemplate)).toBe(true)
  })
})
