import { describe, expect, it } from 'vitest'
import type { MailSent, OutboxPage } from '../src/features/messages/outbox-schema'
import { harnessClient } from './test-client'

const setUp = async (userName = 'agent01') => {
  const client = await harnessClient({ memberType: userName === 'agent01' ? 2 : 0 }, userName)
  const list = async () => (await client.send('/wps/relay/EMFE_getOutbox?page=1&size=20')).value as OutboxPage
  const submit = (body: Record<string, unknown>) => client.send('/wps/relay/EMFE_submitOutbox', { body })
  const remove = (ids: string[]) => client.send('/wps/relay/EMFE_deleteOutbox', { body: { ids } })
  return { ...client, list, submit, remove }
}

describe('team mail (harness/outbox-handlers.ts)', () => {
  it('lists the agent’s sent mail, newest first, with whom each reached and how many read it', async () => {
    const { list, send } = await setUp()
    const { content, totalPages } = await list()
    expect(totalPages).toBe(1)
    expect(content.map((mail) => [mail.subject, mail.recipientType])).toEqual([
      ['Weekend reload bonus', 'ALL'],
      ['Welcome to the team', 'MEMBER'],
    ])
    expect(content[0]!.recipients).toBe('All downlines')
    expect(content[0]!.readCount).toBe(Math.floor(content[0]!.recipientCount * 0.6))
    expect(content[1]).toMatchObject({ recipientCount: 1, readCount: 1 })
    expect((await send('/wps/relay/EMFE_getAvailableRecipientTypes')).value).toEqual(['ALL', 'DIRECT', 'MEMBER'])
  })

  it('sends to the whole team, the direct members or one member of the team, and refuses a name outside it', async () => {
    const { list, submit } = await setUp()
    const all = (await submit({ recipientType: 'ALL', subject: 'Hi', content: 'Hello team' })).value as MailSent
    const direct = (await submit({ recipientType: 'DIRECT', subject: 'Hi', content: 'Hello' })).value as MailSent
    expect(all.recipientCount).toBeGreaterThan(direct.recipientCount)
    expect(direct.recipientCount).toBeGreaterThan(0)
    const member = (await list()).content.find((mail) => mail.recipientType === 'MEMBER')!.recipients
    expect((await submit({ recipientType: 'MEMBER', userName: member, subject: 'Hi', content: 'Just you' })).value).toMatchObject({
      recipientCount: 1,
    })
    expect(await submit({ recipientType: 'MEMBER', userName: 'stranger99', subject: 'Hi', content: 'x' })).toMatchObject({
      errorCode: 'mail.recipient.unknown',
    })
    expect(await submit({ recipientType: 'ALL', subject: ' ', content: 'x' })).toMatchObject({ errorCode: 'mail.invalid' })
    expect((await list()).content.map((mail) => mail.content).slice(0, 3)).toEqual(['Just you', 'Hello', 'Hello team'])
  })

  it('deletes a sent mail from the outbox, and refuses one it does not have', async () => {
    const { list, remove } = await setUp()
    const [first] = (await list()).content
    expect(await remove([first!.outboxId])).toMatchObject({ success: true })
    expect((await list()).content.map((mail) => mail.outboxId)).not.toContain(first!.outboxId)
    expect(await remove([first!.outboxId])).toMatchObject({ errorCode: 'mail.not.found' })
  })

  it('is for agents only', async () => {
    const { send } = await setUp('player01')
    expect(await send('/wps/relay/EMFE_getOutbox?page=1&size=20')).toMatchObject({ errorCode: 'agent.only' })
  })
})
