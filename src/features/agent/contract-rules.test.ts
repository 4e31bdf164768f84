import { describe, expect, it } from 'vitest'
import { contractPromptsFor } from './contract-rules'

const all = { dailysalreqtype: 'DAILY', divtypecompperiodreq: 'MONTHLY', contracthoursalreq: 'HOURLY', realtimesalreqtype: 'REALTIME' }
const routes = (type: number, requests: Parameters<typeof contractPromptsFor>[1]) => contractPromptsFor(type, requests).map((p) => p.route)

describe('contract prompts (SPEC §4)', () => {
  it.each([0, 1, 2])('type %i gets one prompt per pending contract, in order', (type) => {
    expect(routes(type, all)).toEqual([
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
      '/m/member/agent/getRealTimeContract',
    ])
  })
  // 3 is no type PLATFORM.md §1.4 knows: it counts as the unknown type, 4.
  it.each([4, 40, 41, 42, 3])('type %i gets none', (type) => {
    expect(routes(type, all)).toEqual([])
  })
  it("reads the dividend's request under the platform's name or the SPEC's (PLATFORM.md §1.10)", () => {
    expect(routes(0, { divtypereq: 'MONTHLY' })).toEqual(['/m/member/agent/getDevidendContract'])
    expect(routes(0, { divtypecompperiodreq: 'MONTHLY' })).toEqual(['/m/member/agent/getDevidendContract'])
    expect(routes(0, { divtypereq: 'MONTHLY', divtypecompperiodreq: 'MONTHLY' })).toEqual(['/m/member/agent/getDevidendContract'])
  })
  it('skips empty, blank, null and absent fields', () => {
    expect(routes(2, { dailysalreqtype: '', divtypecompperiodreq: null, contracthoursalreq: 'HOURLY' })).toEqual([
      '/m/member/agent/getHourContract',
    ])
    expect(routes(2, { dailysalreqtype: '  ' })).toEqual([])
  })
})
