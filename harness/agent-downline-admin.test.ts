import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { rebateProducts, teamOf } from './agent-team'
import { DownlinePage } from '../src/features/agent/downline-schema'
import { harnessClient } from './test-client'

const team = teamOf('player01')
const player = team.find((member) => member.level === 1 && member.type === 0)!
const subAgent = team.find((member) => member.level === 1 && member.type === 1)!
const deeper = team.find((member) => member.level === 2)!

const setUp = async () => {
  const client = await harnessClient({ memberType: 1 })
  const { send, token } = client
  const sealed = (path: string, payload: unknown, auth: string | null = token) => send(path, { body: payload, sealed: true, token: auth })
  const rowOf = async (userName: string) =>
    Schema.decodeUnknownSync(DownlinePage)(
      (await send(`/wps/relay/ODSFE2_getSubordinatev2?userName=${userName}&page=1&size=10`)).value,
    ).list.find((row) => row.userName === userName)!
  const promote = (userName: string) => send('/wps/agent/promoteDownlineToAgent', { body: { userName } })
  const nickname = (userName: string, value: string) => send('/wps/agent/downline/nickname2', { body: { userName, nickname: value } })
  const password = (userName: string, value: string) => sealed('/wps/agent/downline/password', { userName, password: value })
  const login = (username: string, value: string) => sealed('/wps/session/login', { type: 'username', username, password: value }, null)
  const create = (userName: string) =>
    sealed('/wps/agent/downline', {
      userName,
      password: 'pass1234',
      type: 0,
      configs: rebateProducts.map((type) => ({ type, rebateValue: 0 })),
    })
  return { ...client, rowOf, promote, nickname, password, login, create }
}

const refusedWith = (errorCode: string) => expect.objectContaining({ success: false, errorCode })

describe("a direct member's admin (harness/agent-handlers.ts)", () => {
  it('makes a direct player an agent once: the list shows a sub-agent; a sub-agent or a deeper member is refused', async () => {
    const { promote, rowOf } = await setUp()
    expect(await promote(player.userName)).toMatchObject({ success: true, value: { userName: player.userName } })
    expect((await rowOf(player.userName)).type).toBe(1)
    expect(await promote(player.userName)).toEqual(refusedWith('agent.already_agent'))
    expect(await promote(subAgent.userName)).toEqual(refusedWith('agent.already_agent'))
    expect(await promote(deeper.userName)).toEqual(refusedWith('agent.not_direct_member'))
    expect(await promote('nobody000')).toEqual(refusedWith('agent.member_not_in_team'))
  })

  it('names a direct member by the nickname rule; empty clears it', async () => {
    const { nickname, rowOf } = await setUp()
    expect((await rowOf(player.userName)).nickname).toBeUndefined()
    expect(await nickname(player.userName, '  Kuya Ben ')).toMatchObject({ success: true })
    expect((await rowOf(player.userName)).nickname).toBe('Kuya Ben')
    expect(await nickname(player.userName, 'x')).toEqual(refusedWith('invalid.nickname'))
    expect((await rowOf(player.userName)).nickname).toBe('Kuya Ben')
    expect(await nickname(player.userName, '')).toMatchObject({ success: true })
    expect((await rowOf(player.userName)).nickname).toBeUndefined()
    expect(await nickname(deeper.userName, 'Ate')).toEqual(refusedWith('agent.not_direct_member'))
  })

  it('gives a made member a new login password they log in with, sealed, by the password rule; a made player made agent logs in as one', async () => {
    const { create, password, login, promote, send } = await setUp()
    expect(await create('madeadmin1')).toMatchObject({ success: true })
    expect(await password('madeadmin1', 'ab')).toEqual(refusedWith('PASSWORD_FORMAT'))
    // In the clear, as the gateway refuses any sealed call.
    expect(await send('/wps/agent/downline/password', { body: { userName: 'madeadmin1', password: 'newpass99' } })).toMatchObject({
      success: false,
    })
    expect(await password('madeadmin1', 'newpass99')).toMatchObject({ success: true })
    expect(await login('madeadmin1', 'pass1234')).toEqual(refusedWith('INVALID_LOGIN'))
    expect(await promote('madeadmin1')).toMatchObject({ success: true })
    expect((await login('madeadmin1', 'newpass99')).value).toMatchObject({ type: 1 })
  })
})
