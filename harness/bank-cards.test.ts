import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { BankCards } from '../src/features/account/card-schema'
import type { ScenarioPatch } from './scenario'
import { harnessClient } from './test-client'

/** agent01 has two bank cards: BDO …7890 active, BPI …3210 frozen; payment password 135790. */
const setUp = async (patch: ScenarioPatch = {}) => {
  const client = await harnessClient({ memberType: 2, ...patch }, 'agent01')
  const list = async () => Schema.decodeUnknownSync(BankCards)((await client.send('/wps/v2/member/bankCards?type=B')).value)
  const idOf = async (last: string) => (await list()).cards.find((card) => card.cardNumber.endsWith(last))!.bankCardId
  const remove = (bankCardId: string, paymentPassword: string, sealed = true) =>
    client.send('/wps/v2/member/bankCards', { body: { type: 'B', bankCardId, paymentPassword }, sealed, method: 'DELETE' })
  return { list, idOf, remove }
}

const refusedWith = (errorCode: string) => expect.objectContaining({ success: false, errorCode })

describe('deleting a bound account (harness/security-handlers.ts)', () => {
  it('says the site offers it; deletes an active card once, sealed, with the payment password; a frozen one stays', async () => {
    const { list, idOf, remove } = await setUp()
    expect(await list()).toMatchObject({ normalDeleteBankCard: 'Y', ewalletDeleteBankCard: 'Y', virtualDeleteBankCard: 'Y' })
    const active = await idOf('7890')
    expect(await remove(active, '000000')).toEqual(refusedWith('invalid.payment.pw'))
    expect(await remove(active, '135790', false)).toMatchObject({ success: false })
    expect((await list()).cards).toHaveLength(2)
    expect(await remove(await idOf('3210'), '135790')).toEqual(refusedWith('bank_card_is_frozen'))
    expect(await remove(active, '135790')).toMatchObject({ success: true })
    expect((await list()).cards.map((card) => card.cardNumber)).toEqual(['**** 3210'])
    expect(await remove(active, '135790')).toEqual(refusedWith('bank.card.not.found'))
  })

  it("refuses where the site's switch for the kind is off, and says so with the list", async () => {
    const { list, idOf, remove } = await setUp({ cardDeletion: { bank: false, eWallet: true, crypto: true } })
    expect((await list()).normalDeleteBankCard).toBe('N')
    expect(await remove(await idOf('7890'), '135790')).toEqual(refusedWith('function.not.available'))
    expect((await list()).cards).toHaveLength(2)
  })
})
