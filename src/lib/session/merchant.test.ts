import { beforeEach, describe, expect, it } from 'vitest'
import type { SessionInfo } from '@/domain/member'
import { config } from '@/lib/config'
import { merchantFor } from './merchant'

const session = (type: number, merchantCode: string): SessionInfo => ({
  token: 't',
  merchantCode,
  id: '',
  userName: 'u',
  type,
  firstTimeLogin: false,
})

beforeEach(() => localStorage.clear())

describe('merchantFor', () => {
  it('a trial session uses its trial merchant', () => {
    expect(merchantFor(session(4, 'wps-trial'))).toBe('wps-trial')
  })
  it('other sessions and guests use the test-mode merchant, else the configured one', () => {
    expect(merchantFor(session(0, 'other'))).toBe(config.merchant)
    expect(merchantFor(null)).toBe(config.merchant)
    localStorage.setItem('merchant', JSON.stringify('test-merchant'))
    expect(merchantFor(session(0, 'other'))).toBe('test-merchant')
    expect(merchantFor(session(4, ''))).toBe('test-merchant')
  })
})
