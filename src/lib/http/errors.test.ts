import { describe, expect, it } from 'vitest'
import en from '@/lib/i18n/locales/en/common.json'
import { errorMessageKey, failureMessage, refusalKey, ServerRefusal } from './errors'

const refusal = (code: string | undefined, reason: string | undefined) => new ServerRefusal({ code, reason, value: undefined })

/** What the player reads, with the English dictionary standing in for i18next. */
const read = (key: string) => key.split('.').reduce<unknown>((level, part) => (level as Record<string, unknown>)[part], en) as string

describe('a refusal in the words of the dictionary (SPEC §8)', () => {
  it('is told in the dictionary text, whatever its code', () => {
    expect(refusalKey('INVALID_LOGIN', 'user does not exist or is disabled')).toBe('errors.user_not_found')
    expect(refusalKey(undefined, 'Non-member account unable to login')).toBe('errors.non_member')
    expect(refusalKey('X', 'Non-agents cannot log in')).toBe('errors.non_agent')
    expect(failureMessage(refusal('CAPTCHA_ERROR', 'Verification code error'), read)).toBe('Verification code error')
    expect(errorMessageKey(refusal('EMPTY_CREDENTIALS', 'Please enter the username and password'))).toBe('login.enter_credentials')
  })

  it('is recognised past the platform’s capitals, spaces and closing full stop', () => {
    expect(refusalKey('x', '  Unknown Error. ')).toBe('errors.unknown')
    expect(refusalKey('x', 'SYSTEM UPGRADING, PLEASE TRY AGAIN LATER')).toBe('errors.system_upgrading')
  })

  it('names a key the dictionary has, for every text it knows', () => {
    const texts = [
      'referrer link error',
      'the requested url is empty',
      'agent information wrong',
      'invalid invitation code',
      'confirmation password not matched',
    ]
    for (const text of texts) expect(read(refusalKey(undefined, text)!), text).toMatch(/\w/)
  })
})

describe("the gateway's own codes (PLATFORM.md §1.1)", () => {
  it('are known by their number, each with a dictionary text', () => {
    expect(refusalKey('#543 function.not.available', 'x')).toBe('errors.no_permissions')
    expect(refusalKey('#727 system busy', 'system busy')).toBe('errors.system_busy')
    expect(refusalKey('#734 the previous game has not finished', 'x')).toBe('errors.previous_game_unfinished')
    expect(refusalKey('#459 http_method_not_support', 'x')).toBe('errors.unknown')
    expect(read(errorMessageKey(refusal('#727 system busy', 'system busy')))).toBe('The system is busy, please try again in a moment')
    expect(refusalKey('#999 something new', 'Something new')).toBeUndefined()
  })
})

describe('a refusal the dictionary does not word', () => {
  it('is told in the platform’s own words', () => {
    expect(refusalKey('bank_card_exists', 'This bank card is already bound')).toBeUndefined()
    expect(failureMessage(refusal('bank_card_exists', 'This bank card is already bound'), read)).toBe('This bank card is already bound')
  })

  it("the agent area's, the wallet's and the points mall's codes (ASSUMED, docs/api-contract.md) are told in the dictionary, not the harness's English", () => {
    const codes = [
      'agent.already_agent',
      'agent.not_direct_member',
      'agent.rain.balance',
      'agent.rain.members',
      'agent.rain.too_many',
      'agent.link.limit',
      'agent.link.not_found',
      'agent.rebate.invalid',
      'rebate.out_of_range',
      'insufficient.balance',
      'amount.invalid',
      'mall.conversion.closed',
      'mall.conversion.invalid',
      'mall.limit.reached',
      'mall.out.of.stock',
      'mall.points.insufficient',
      'mall.quantity.invalid',
      'mall.reward.not.found',
    ]
    for (const code of codes) expect(read(refusalKey(code, 'In English')!), code).toMatch(/\w/)
    expect(failureMessage(refusal('agent.link.limit', 'Link limit reached'), read)).toBe(
      'You have as many links as you may have. Delete one to make another.',
    )
  })

  it('is told in the dictionary text of its code when the app knows the code', () => {
    expect(failureMessage(refusal('invalid.payment.pw', 'payment password incorrect'), read)).toBe('Payment password incorrect')
  })

  it('without words is an unknown error', () => {
    expect(failureMessage(refusal('whatever', undefined), read)).toBe('Unknown error')
  })
})
