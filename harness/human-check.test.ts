import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { harnessClient } from './test-client'

/** A pass of the slider challenge for `purpose`, answered as a person would (the gap on its picture). */
const passFor = async (client: Awaited<ReturnType<typeof harnessClient>>, purpose: 'sms' | 'register') => {
  const { send, harness } = client
  const challenge = (await send(`/wps/verification/challenge?purpose=${purpose}`, { token: null })).value as { id: string }
  const seen = await getResponse(harness.handlers, new Request('http://harness.test/__harness/challenge'))
  const { gap } = (await seen!.json()) as { gap: number }
  const answer = await send('/wps/verification/challenge', { token: null, body: { id: challenge.id, position: gap } })
  return (answer.value as { token: string }).token
}

const sendVerified = (client: Awaited<ReturnType<typeof harnessClient>>, humanVerification?: string) =>
  client.send('/wps/v2/verification/sms/send-verified', {
    body: { operationType: 'WITHDRAW', ...(humanVerification === undefined ? {} : { humanVerification }) },
  })

describe('sms/send-verified behind the human check (PLATFORM.md §2)', () => {
  it("sends a code only with an unspent pass of an 'sms' check, once per pass", async () => {
    const client = await harnessClient()
    expect(await sendVerified(client, 'hv-made-up')).toMatchObject({ success: false, errorCode: 'VERIFY_REQUIRED' })
    expect(await sendVerified(client, await passFor(client, 'register'))).toMatchObject({ success: false, errorCode: 'VERIFY_REQUIRED' })

    const pass = await passFor(client, 'sms')
    const sent = await sendVerified(client, pass)
    expect(sent.success).toBe(true)
    expect((sent.value as { expirationTime: number }).expirationTime).toBeGreaterThan(Date.now())
    expect(await sendVerified(client, pass)).toMatchObject({ success: false, errorCode: 'VERIFY_REQUIRED' })
  })

  it('a missed slide gives no pass, and the challenge cannot be answered twice', async () => {
    const client = await harnessClient()
    const challenge = (await client.send('/wps/verification/challenge?purpose=sms', { token: null })).value as { id: string }
    const seen = await getResponse(client.harness.handlers, new Request('http://harness.test/__harness/challenge'))
    const { gap } = (await seen!.json()) as { gap: number }
    const miss = await client.send('/wps/verification/challenge', { token: null, body: { id: challenge.id, position: gap + 4 } })
    expect(miss).toMatchObject({ success: false, errorCode: 'VERIFY_FAILED' })
    const again = await client.send('/wps/verification/challenge', { token: null, body: { id: challenge.id, position: gap } })
    expect(again).toMatchObject({ success: false, errorCode: 'VERIFY_FAILED' })
  })
})
