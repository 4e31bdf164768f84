import { describe, expect, it } from 'vitest'
import { smsIdle, smsTransition, type SmsEvent, type SmsState } from './sms-countdown'

const sending: SmsState = { tag: 'sending' }
const counting = (expiresAt: number, seconds: number): SmsState => ({ tag: 'counting', expiresAt, seconds })

describe('SMS countdown machine', () => {
  const table: ReadonlyArray<[string, SmsState, SmsEvent, SmsState]> = [
    ['idle + send starts sending', smsIdle, { type: 'send' }, sending],
    ['sending + send is ignored (no second SMS)', sending, { type: 'send' }, sending],
    ['counting + send is ignored while the code is valid', counting(60_000, 60), { type: 'send' }, counting(60_000, 60)],
    ['sending + sent counts from expirationTime', sending, { type: 'sent', expiresAt: 45_000, now: 0 }, counting(45_000, 45)],
    ['sending + sent without expirationTime counts 60 s', sending, { type: 'sent', expiresAt: null, now: 1000 }, counting(61_000, 60)],
    ['sending + sent already expired returns the link', sending, { type: 'sent', expiresAt: 0, now: 10 }, smsIdle],
    ['sending + failed returns the link', sending, { type: 'failed' }, smsIdle],
    ['idle + sent is ignored', smsIdle, { type: 'sent', expiresAt: 9000, now: 0 }, smsIdle],
    ['idle + failed is ignored', smsIdle, { type: 'failed' }, smsIdle],
    ['counting + tick rounds up', counting(60_000, 60), { type: 'tick', now: 500 }, counting(60_000, 60)],
    ['counting + tick a second later', counting(60_000, 60), { type: 'tick', now: 1000 }, counting(60_000, 59)],
    ['counting + tick at expiry returns the link', counting(60_000, 1), { type: 'tick', now: 60_000 }, smsIdle],
    ['idle + tick is ignored', smsIdle, { type: 'tick', now: 5 }, smsIdle],
    ['counting + leave clears', counting(60_000, 30), { type: 'leave' }, smsIdle],
    ['sending + leave clears', sending, { type: 'leave' }, smsIdle],
    [
      'idle + resume goes on counting a code sent before a reload',
      smsIdle,
      { type: 'resume', expiresAt: 60_000, now: 20_500 },
      counting(60_000, 40),
    ],
    ['idle + resume of an expired code stays idle', smsIdle, { type: 'resume', expiresAt: 60_000, now: 60_000 }, smsIdle],
    ['counting + resume is ignored', counting(60_000, 30), { type: 'resume', expiresAt: 90_000, now: 0 }, counting(60_000, 30)],
    ['sending + resume is ignored', sending, { type: 'resume', expiresAt: 90_000, now: 0 }, sending],
  ]
  it.each(table)('%s', (_name, state, event, next) => {
    expect(smsTransition(state, event)).toEqual(next)
  })
})
