import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { DepositOrderFromAnswer } from './deposit'

const decode = Schema.decodeUnknownSync(DepositOrderFromAnswer)

describe("the deposit submit's answer (PLATFORM.md §3, module N4Or)", () => {
  it('reads the second name of a field into its one name', () => {
    expect(decode({ depositId: 'D1', redirection_url: 'https://pay.example.test/a' })).toEqual({
      depositId: 'D1',
      redirectUrl: 'https://pay.example.test/a',
    })
    expect(decode({ depositId: 'D2', qrImgUrl: 'data:image/png;base64,AA', expireTime: 5 })).toEqual({
      depositId: 'D2',
      qrImageUrl: 'data:image/png;base64,AA',
      expireTime: 5,
    })
    expect(decode({ depositId: 'D3', receiver_account: '0012', receiverName: 'WPS Inc.', bankChName: 'BDO', remarks: 'D3' })).toEqual({
      depositId: 'D3',
      accountNumber: '0012',
      accountHolderName: 'WPS Inc.',
      bankName: 'BDO',
      remarks: 'D3',
    })
  })

  it('keeps the first name where both come, and adds nothing where neither does', () => {
    expect(decode({ depositId: 'D4', redirectUrl: 'https://a.test', redirection_url: 'https://b.test' })).toEqual({
      depositId: 'D4',
      redirectUrl: 'https://a.test',
    })
    expect(decode({ depositId: 'D5', chatLinkUrl: 'https://chat.test' })).toEqual({ depositId: 'D5', chatLinkUrl: 'https://chat.test' })
  })
})
